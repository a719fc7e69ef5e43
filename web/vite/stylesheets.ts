import type { Plugin } from 'vite';

/**
 * The text of every stylesheet of the build, by its file name under dist/: the prerender and the
 * publish function put the rules each page uses in the page itself and let the files load after
 * its first paint (packages/site-render/src/critical-css.ts).
 */
export const STYLESHEETS_FILE = '.vite/stylesheets.json';

export function stylesheets(): Plugin {
  return {
    name: 'portfolio:stylesheets',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const styles: Record<string, string> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.css')) continue;
        styles[fileName] =
          typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
      }
      this.emitFile({ type: 'asset', fileName: STYLESHEETS_FILE, source: JSON.stringify(styles) });
    },
  };
}
