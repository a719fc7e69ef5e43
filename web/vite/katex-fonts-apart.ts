import type { Plugin } from 'vite';

/** `katex/dist/katex.min.css?katex-fonts&url`: only KaTeX's @font-face rules, woff2 sources only. */
export const KATEX_FONTS_QUERY = 'katex-fonts';

const STYLESHEET = /\/katex\/dist\/katex(\.min)?\.css(\?|$)/;
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * KaTeX's stylesheet in two: its layout rules, and its @font-face rules. Each font is requested
 * as soon as a formula using it is laid out, and Chromium lays out a page's first two and a half
 * screens at load: a write-up with math that far down spent 43 KB of fonts on a phone's first
 * load, beside the cover image and before anyone could see a formula. The page links the layout
 * rules (a formula without its fonts falls back to a serif face, laid out all the same) and the
 * app adds the fonts when the formulas come near (components/rendered-markdown.tsx).
 */
export function splitKatexStylesheet(css: string): { layout: string; fonts: string } {
  const faces = css.match(FONT_FACE) ?? [];
  if (faces.length === 0) throw new Error("KaTeX's stylesheet has no @font-face rules to set apart");
  // The other formats are for browsers without woff2, which the site does not support.
  const fonts = faces.map((face) => face.replace(/src:[^;}]*/, (src) => src.split(/,(?=url\()/)[0]!));
  return { layout: css.replace(FONT_FACE, ''), fonts: fonts.join('') };
}

export function katexFontsApart(): Plugin {
  return {
    name: 'portfolio:katex-fonts-apart',
    enforce: 'pre',
    transform(code, id) {
      if (!STYLESHEET.test(id)) return null;
      const query = new URLSearchParams(id.split('?')[1] ?? '');
      // `?url` is Vite's module that names the stylesheet; the CSS itself comes through again.
      if (query.has('url')) return null;
      const { layout, fonts } = splitKatexStylesheet(code);
      return { code: query.has(KATEX_FONTS_QUERY) ? fonts : layout, map: null };
    },
  };
}
