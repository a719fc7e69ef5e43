// A page's CSS without the wait: the rules its markup uses go in the page, and its stylesheets
// move to the end of the body, where they no longer hold back the first paint. Beasties matches
// the rules against the page's own elements, without a browser.
import Beasties from 'beasties';

/** The build's stylesheets' text by file name under dist/ ('assets/index-1.css'). */
export type Stylesheets = Readonly<Record<string, string>>;

/**
 * Rules kept whatever the page's markup: the dark colour scheme's, which apply once the
 * colour-scheme script has set the attribute before the first paint (the markup says light).
 */
const ALWAYS_KEPT = [/data-mantine-color-scheme/];

/** Beasties' mark for a link it leaves alone. */
const SKIP = 'data-beasties-skip';

class BuildBeasties extends Beasties {
  constructor(private readonly stylesheets: Stylesheets) {
    super({
      // The moved links still load every rule, in the order the build linked them: the same
      // rules win as before once they arrive, so nothing moves when they do. A link at the end of
      // the body needs no script to switch it on (the site's Content-Security-Policy allows no
      // inline event handler).
      preload: 'body',
      mergeStylesheets: true,
      reduceInlineStyles: false,
      pruneSource: false,
      compress: true,
      keyframes: 'critical',
      // Beasties finds the fonts a page uses by the font-family names of its rules; the site
      // names them through CSS variables, so the faces are chosen below, by the preloaded files.
      inlineFonts: false,
      preloadFonts: false,
      allowRules: ALWAYS_KEPT,
      logLevel: 'silent',
    });
  }

  override getCssAsset(href: string): string | undefined {
    return this.stylesheets[href.replace(/^\//, '').replace(/[?#].*$/, '')];
  }
}

/** One per build: an instance keeps what it parsed of the stylesheets for every page after the first. */
const instances = new WeakMap<Stylesheets, BuildBeasties>();

/** The @font-face rules of the font files the pages preload (latinFonts): their text paints in them at once. */
function preloadedFontFaces(stylesheets: Stylesheets, fonts: readonly string[]): string {
  const files = new Set(fonts.map((font) => `/${font}`));
  return Object.values(stylesheets)
    .flatMap((css) => css.match(/@font-face\s*\{[^}]*\}/g) ?? [])
    .filter((rule) => [...rule.matchAll(/url\(\s*["']?([^"')]+)/g)].some(([, url]) => files.has(url!)))
    .join('');
}

/**
 * `html` with the rules its elements use in a `<style>` of its head and its stylesheet links at
 * the end of its body. A stylesheet the build does not list stays linked where it was.
 */
export async function inlineCriticalCss(
  html: string,
  stylesheets: Stylesheets,
  fonts: readonly string[] = [],
): Promise<string> {
  let beasties = instances.get(stylesheets);
  if (!beasties) instances.set(stylesheets, (beasties = new BuildBeasties(stylesheets)));
  // A stylesheet the page's own markup links (a write-up's formulas) belongs to what the app
  // hydrates: moved, it would no longer match the markup the app renders.
  const [head, body = ''] = html.split(/(?=<body\b)/);
  const processed = await beasties.process(head + body.replace(/<link rel="stylesheet"/g, `$& ${SKIP}`));
  const faces = preloadedFontFaces(stylesheets, fonts);
  return (
    processed
      // Beasties' mark on the element it read, which nothing after it needs.
      .replace(/(<html\b[^>]*?) data-beasties-container(?:="")?/, '$1')
      .replaceAll(new RegExp(` ${SKIP}(?:="")?`, 'g'), '')
      .replace('</head>', () => (faces ? `<style>${faces}</style>\n</head>` : '</head>'))
  );
}
