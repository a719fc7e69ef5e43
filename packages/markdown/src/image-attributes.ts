import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** An image's pixel size, when the renderer knows it (an upload with a renditions record). */
export type ImageSize = (src: string) => { width: number; height: number } | undefined;

/**
 * What the author's images get that Markdown cannot say: their pixel size where it is known, so
 * the browser reserves their box and nothing below them moves when they arrive, and lazy loading,
 * since a write-up's images sit below the project's cover and summary.
 */
export function imageAttributes(imageSize: ImageSize | undefined) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName !== 'img') return;
      node.properties.loading = 'lazy';
      node.properties.decoding = 'async';
      const src = node.properties.src;
      const size = typeof src === 'string' ? imageSize?.(src) : undefined;
      if (size && size.width > 0 && size.height > 0) {
        node.properties.width = size.width;
        node.properties.height = size.height;
      }
    });
  };
}
