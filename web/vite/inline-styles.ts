import type { Plugin } from 'vite';

/**
 * The build's small stylesheets, by their file name under dist/: the prerender and the publish
 * function put them in the page instead of linking them. Each link is a request the first paint
 * waits for, and a page's own stylesheets are half a dozen of a few hundred bytes each.
 */
export const INLINE_STYLES_FILE = '.vite/inline-styles.json';

/** Larger stylesheets stay linked: the browser caches those across pages. */
export const INLINE_STYLE_MAX_BYTES = 4096;

/**
 * A stylesheet can move into a page as it is when it is small and every url() in it is absolute
 * or data: (a relative one would resolve against the page instead of the stylesheet).
 */
export function isInlinable(css: string): boolean {
  if (new TextEncoder().encode(css).length > INLINE_STYLE_MAX_BYTES) return false;
  const urls = css.match(/url\(\s*(['"]?)[^)'"]*\1\s*\)/gi) ?? [];
  return urls.every((url) => /^url\(\s*['"]?(\/|data:|https?:)/i.test(url));
}

export function inlineStyles(): Plugin {
  return {
    name: 'portfolio:inline-styles',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const styles: Record<string, string> = {};
      for (const [fileName, output] of Object.entries(bundle)) {
        if (output.type !== 'asset' || !fileName.endsWith('.css')) continue;
        const css =
          typeof output.source === 'string' ? output.source : new TextDecoder().decode(output.source);
        if (isInlinable(css)) styles[fileName] = css;
      }
      this.emitFile({ type: 'asset', fileName: INLINE_STYLES_FILE, source: JSON.stringify(styles) });
    },
  };
}
