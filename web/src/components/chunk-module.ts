/**
 * A module loaded on demand, given as `import.meta.glob('/src/…/file.tsx', { import: 'Name' })` of
 * exactly one file. Vite turns that into a lazy import of its own chunk, and its key is the name
 * the build manifest gives the chunk: the prerenderer links the chunk's scripts and styles by it.
 * The import and the id are one string, so they cannot drift apart.
 */
export type ModuleGlob<T> = Record<string, () => Promise<T>>;

export interface ChunkModule<T> {
  /** The module's key in Vite's build manifest, e.g. src/features/home/home-page.tsx. */
  id: string;
  load: () => Promise<T>;
}

export function chunkModule<T>(glob: ModuleGlob<T>): ChunkModule<T> {
  const entries = Object.entries(glob);
  const [entry] = entries;
  // A pattern that matches no file, or several, is a typo or a wildcard: both are mistakes here.
  if (entries.length !== 1 || !entry) {
    throw new Error(
      `A lazy module names exactly one file; this names ${entries.length}: ${Object.keys(glob).join(', ')}`,
    );
  }
  const [key, load] = entry;
  return { id: key.replace(/^\//, ''), load };
}
