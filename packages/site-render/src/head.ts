import { pageAssets, type Manifest } from './assets';
import { escapeAttr } from './escape';

/**
 * What a page needs before its first paint: its stylesheets (the shell links the entry's; the
 * render then puts the rules the page uses in it, critical-css.ts), the Latin fonts (latinFonts)
 * and a preconnect to Firestore. Its scripts start later (inject.ts).
 */
export function headTags({
  manifest,
  routeIds,
  sections = [],
  preconnect,
  fonts = [],
}: {
  manifest: Manifest;
  routeIds: readonly string[];
  sections?: readonly string[];
  preconnect?: string;
  fonts?: readonly string[];
}): string {
  const { styles } = pageAssets(manifest, routeIds, sections);
  return [
    ...fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`),
    preconnect ? `<link rel="preconnect" href="${escapeAttr(preconnect)}" crossorigin>` : '',
    ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ]
    .filter(Boolean)
    .join('\n    ');
}
