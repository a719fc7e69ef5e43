import type { ImageRendition, RenditionDoc } from '@portfolio/model/renditions';
import { num } from '@/data/codec';

function widths(value: unknown): number[] {
  return Array.isArray(value)
    ? value.filter((w): w is number => Number.isInteger(w) && w > 0).sort((a, b) => a - b)
    : [];
}

/**
 * A manifest document as a page reads it, or null when there is nothing to offer (an image served
 * as uploaded, a document without a path).
 */
export function renditionFromDoc(
  data: Partial<Record<keyof RenditionDoc, unknown>>,
): [string, ImageRendition] | null {
  if (data.status !== 'ready' || typeof data.path !== 'string') return null;
  const rendition = {
    width: num(data.width),
    height: num(data.height),
    avif: widths(data.avif),
    webp: widths(data.webp),
  };
  if (!rendition.width || !rendition.height || rendition.avif.length + rendition.webp.length === 0)
    return null;
  return [data.path, rendition];
}
