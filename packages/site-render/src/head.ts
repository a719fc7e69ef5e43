import { pageAssets, type Manifest } from './assets';
import { escapeAttr } from './escape';

/**
 * A stylesheet in the page itself: its rules in a <style>, then a link to its file that no browser
 * fetches: its type is not CSS (Chromium 150 still fetched a link that was only disabled). The
 * app's chunk loader, which adds a chunk's stylesheets unless a link to them is already there,
 * finds it and neither fetches them again nor waits for them.
 */
function inlineStyle(file: string, css: string): string {
  // '</style' in a CSS string would end the element early; '<\/style' is the same text to CSS.
  const safe = css.replace(/<\/(style)/gi, '<\\/$1');
  return `<style>${safe}</style><link rel="stylesheet" crossorigin href="/${file}" type="text/x-inlined-css" disabled>`;
}

/**
 * What a page needs before its first paint: its stylesheets (the shell links the entry's; the
 * small ones, given in `inlineStyles`, go in the page), the Latin fonts (latinFonts) and a
 * preconnect to Firestore. Its scripts start later (inject.ts).
 */
export function headTags({
  manifest,
  routeIds,
  sections = [],
  preconnect,
  fonts = [],
  inlineStyles = {},
}: {
  manifest: Manifest;
  routeIds: readonly string[];
  sections?: readonly string[];
  preconnect?: string;
  fonts?: readonly string[];
  /** Stylesheets small enough to put in the page, by file name (web/vite/inline-styles.ts). */
  inlineStyles?: Readonly<Record<string, string>>;
}): string {
  const { styles } = pageAssets(manifest, routeIds, sections);
  return [
    ...fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`),
    preconnect ? `<link rel="preconnect" href="${escapeAttr(preconnect)}" crossorigin>` : '',
    ...styles.map((f) => {
      const css = Object.hasOwn(inlineStyles, f) ? inlineStyles[f] : undefined;
      return css === undefined ? `<link rel="stylesheet" crossorigin href="/${f}">` : inlineStyle(f, css);
    }),
  ]
    .filter(Boolean)
    .join('\n    ');
}
