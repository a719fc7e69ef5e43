// Pure helpers of scripts/prerender.mjs: where a page goes, what its <head> links, and how the
// rendered markup and content snapshot are put into the app shell.

/** '/' -> index.html, '/about' -> about.html, '/projects/a' -> projects/a.html (Hosting cleanUrls). */
export function pageFile(path) {
  if (path === '/') return 'index.html';
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (segments.some((s) => s === '..' || s === '.' || s.includes('/') || s.includes('\\'))) {
    throw new Error(`Refusing to prerender ${path} outside web/dist`);
  }
  return `${segments.join('/')}.html`;
}

/** A chunk and every chunk it imports statically, from Vite's build manifest. */
function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The Latin files of the heading and the body font among the built assets (file names in
 * web/dist/assets), heading first, as paths under web/dist. Every page's text needs both; left to
 * the stylesheet, they would be found only once it has been parsed and the text laid out.
 */
export function latinFonts(assetFiles) {
  return ['space-grotesk', 'inter'].flatMap((family) => {
    const latin = new RegExp(`^${family}-latin-wght-[\\w-]+\\.woff2$`);
    const file = assetFiles.find((f) => latin.test(f));
    return file ? [`assets/${file}`] : [];
  });
}

/**
 * What a page needs before its first paint: its stylesheets (the shell links the entry's), the
 * Latin fonts (latinFonts) and a preconnect to Firestore. Its scripts start later
 * (deferEntryScript).
 */
export function headTags({
  manifest,
  routeIds,
  sections = /** @type {string[]} */ ([]),
  preconnect,
  fonts = /** @type {string[]} */ ([]),
}) {
  const { styles } = pageAssets(manifest, routeIds, sections);
  return [
    ...fonts.map((f) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${f}">`),
    preconnect ? `<link rel="preconnect" href="${escapeAttr(preconnect)}" crossorigin>` : '',
    ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ]
    .filter(Boolean)
    .join('\n    ');
}

/**
 * The route chunks of a page that the entry chunk does not already bring, and their CSS, with the
 * CSS of the lazy sections it rendered: their HTML is on the page from the start, while their
 * scripts load later (web/src/components/lazy-section.tsx).
 */
export function pageAssets(manifest, routeIds, sections = /** @type {string[]} */ ([])) {
  const keys = new Set();
  for (const id of routeIds) staticClosure(manifest, `src/${id}.tsx`, keys);
  const entry = staticClosure(manifest, 'index.html');
  const scripts = new Set();
  const styles = new Set();
  for (const key of keys) {
    if (entry.has(key)) continue;
    scripts.add(manifest[key].file);
    for (const css of manifest[key].css ?? []) styles.add(css);
  }
  for (const section of sections) {
    const key = `src/${section}.tsx`;
    if (!manifest[key]) throw new Error(`The lazy section ${section} is not in the build manifest`);
    for (const chunk of staticClosure(manifest, key)) {
      if (entry.has(chunk)) continue;
      for (const css of manifest[chunk].css ?? []) styles.add(css);
    }
  }
  return { scripts: [...scripts], styles: [...styles] };
}

const escapeText = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** How long one task of the boot script may spend adding preload links. */
export const PRELOAD_BATCH_MS = 4;

/**
 * Runs in the page: keeps an early install offer and, once the page has loaded and had its first
 * contentful paint (at most 3 s later; at once in a background tab, which never paints), imports
 * the entry and preloads the page's chunks. Started earlier, hydration can hold the first frame
 * back on a busy phone. Each preload link starts a fetch, and thirty of them in one go are a long
 * task on a phone: they are added a few milliseconds' worth at a time, each batch in a task of its
 * own.
 */
function bootScript(chunks, entry) {
  return [
    `const chunks = ${JSON.stringify(chunks)};`,
    // Chromium may offer installation before the app has started: keep the offer for it
    // (web/src/app/pwa/install-prompt.ts reads window.__installPrompt).
    `addEventListener('beforeinstallprompt', (event) => {`,
    `  event.preventDefault(); window.__installPrompt = event;`,
    `}, { once: true });`,
    `const painted = () => new Promise((done) => {`,
    `  if (document.visibilityState === 'hidden') return done();`,
    `  const seen = new PerformanceObserver((list) => {`,
    `    if (list.getEntriesByName('first-contentful-paint').length) { seen.disconnect(); done(); }`,
    `  });`,
    `  seen.observe({ type: 'paint', buffered: true });`,
    `  setTimeout(done, 3000);`,
    `});`,
    `let next = 0;`,
    `const preload = () => {`,
    `  const start = performance.now();`,
    `  while (next < chunks.length && performance.now() - start < ${PRELOAD_BATCH_MS}) {`,
    `    const link = document.createElement('link');`,
    `    link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = chunks[next++];`,
    `    document.head.append(link);`,
    `  }`,
    `  if (next < chunks.length) setTimeout(preload);`,
    `};`,
    `addEventListener('load', () => painted().then(() => setTimeout(() => {`,
    `  import(${JSON.stringify(entry)});`,
    `  setTimeout(preload);`,
    `})));`,
  ].join('\n');
}

/**
 * The app's scripts start downloading once the page has loaded, not while it is parsed: on a slow
 * phone connection they would share the bandwidth with the stylesheets and images the first paint
 * needs. The page is readable and its links work before that; hydration follows (main.tsx).
 */
export function deferEntryScript(html, pageChunks = []) {
  const chunks = [...pageChunks];
  const withoutPreloads = html.replace(
    /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g,
    (_tag, file) => {
      chunks.push(file);
      return '';
    },
  );
  return withoutPreloads.replace(
    /<script type="module" crossorigin src="([^"]+)"><\/script>/,
    (_tag, src) => {
      const boot = bootScript(
        chunks.map((f) => `/${f}`),
        src,
      );
      return `<script type="module">${boot}</script>`;
    },
  );
}

/**
 * The shell with the page's title, description, head links, markup and content snapshot. Every
 * piece goes in through a replacer function: a replacement string would read `$'`, `` $` `` or
 * `$&` in the admin's text as patterns and copy parts of the page into it.
 */
export function injectPage(shell, { html, title, description, snapshot, head, chunks }) {
  let out = deferEntryScript(shell, chunks);
  if (title) out = out.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeText(title)}</title>`);
  if (description) {
    out = out.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttr(description)}" />`,
    );
  }
  if (head) out = out.replace('</head>', () => `    ${head}\n  </head>`);
  const snapshotTag = `<script type="application/json" id="public-content">${snapshot}</script>`;
  const root = '<div id="root"></div>';
  if (!out.includes(root)) throw new Error('The app shell has no empty <div id="root"></div>');
  return out.replace(root, () => `<div id="root">${html}</div>\n    ${snapshotTag}`);
}
