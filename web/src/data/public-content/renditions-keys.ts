import type { ImageRenditions } from '@portfolio/model/renditions';

/** The whole manifest, which only the prerender reads. */
export const ALL_RENDITIONS_KEY = 'renditions:all';

const PREFIX = 'renditions:of:';
const SEPARATOR = '\n';

/**
 * The cache key of the renditions of some images: their paths, sorted so that a page names the
 * same set with the same key whatever order it shows them in. A newline never occurs in a
 * Storage path the app writes.
 */
export function renditionsKey(paths: readonly string[]): string {
  return PREFIX + [...new Set(paths)].sort().join(SEPARATOR);
}

/** Whether `key` names the renditions of some images. */
export function isRenditionsKey(key: string): boolean {
  return key.startsWith(PREFIX);
}

/**
 * A page's renditions answered from the whole manifest, as the prerender does: the page embeds
 * only what it shows, and the browser's refresh of the same key reads only those documents.
 */
export function renditionsFromAll(key: string, all: ImageRenditions): ImageRenditions | undefined {
  if (!isRenditionsKey(key)) return undefined;
  const paths = key.slice(PREFIX.length).split(SEPARATOR);
  return Object.fromEntries(paths.flatMap((path) => (all[path] ? [[path, all[path]]] : [])));
}
