import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/** The lazily imported admin area: its route modules never belong in a visitor's cache. */
export function isAdminModule(id: string): boolean {
  return /[\\/]src[\\/]features[\\/]admin[\\/]/.test(id);
}

/**
 * Finds the JS and CSS files that only the admin area reaches: walk the chunk graph from the
 * entry, following static imports always and dynamic imports unless they open an admin route.
 * Whatever stays unvisited (admin pages, and libraries only they use: dnd, dropzone, auth,
 * storage...) is left out of the precache. A library the public site also uses (the contact
 * form's full Firestore, say) is reached from a public chunk and stays precached, as it must to
 * work offline. Names alone cannot tell these apart; the graph can.
 */
export function adminOnlyChunks() {
  const files = new Set<string>();

  const plugin: Plugin = {
    name: 'portfolio:admin-only-chunks',
    apply: 'build',
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      files.clear();
      const chunks = new Map<string, OutputChunk>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);

      const reached = new Set<string>();
      const visit = (chunk: OutputChunk | undefined) => {
        if (!chunk || reached.has(chunk.fileName)) return;
        reached.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) reached.add(css);
        // Files a chunk links by URL (`?url`: the write-up's KaTeX stylesheet) are its too.
        for (const asset of chunk.viteMetadata?.importedAssets ?? []) reached.add(asset);
        for (const file of chunk.imports) visit(chunks.get(file));
        for (const file of chunk.dynamicImports) {
          const target = chunks.get(file);
          if (target?.facadeModuleId && isAdminModule(target.facadeModuleId)) continue;
          visit(target);
        }
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);

      for (const fileName of Object.keys(bundle)) {
        if (/\.(js|css)$/.test(fileName) && !reached.has(fileName)) files.add(fileName);
      }
    },
  };

  return { plugin, files };
}
