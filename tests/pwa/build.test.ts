// Reads the production build (web/dist, made by `npm run build` before this stage) and runs the
// generated service worker against a stand-in Workbox, so what it precaches and which requests
// it caches at run time are checked as behaviour, not as text.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BUCKET, DEMO_PROJECT_ID } from '@portfolio/model/emulators';
import { downloadUrl } from '@portfolio/model/storage-paths';
import { ports } from '../support/ports';

const DIST = resolve(import.meta.dirname, '../../web/dist');
const THEME_COLOR = /THEME_COLOR = '(#[0-9a-f]{6})'/i.exec(
  readFileSync(resolve(import.meta.dirname, '../../web/src/theme.ts'), 'utf8'),
)?.[1];

interface RouteContext {
  url: URL;
  request: { destination: string; mode: string; method: string };
  sameOrigin: boolean;
}
interface Route {
  match: (context: RouteContext) => boolean;
  strategy: { name: string; options: Record<string, unknown> };
}

/** Runs sw.js with a fake `define` handing it a Workbox that records what it is asked to do. */
function loadServiceWorker() {
  const precached: string[] = [];
  const routes: Route[] = [];
  let navigation: { url: string; denylist: RegExp[] } | undefined;
  const strategy = (name: string) =>
    class {
      name = name;
      constructor(public options: Record<string, unknown>) {}
    };
  const plugin = (name: string) =>
    class {
      name = name;
      constructor(public config: unknown) {}
    };
  const workbox = {
    clientsClaim: () => {},
    cleanupOutdatedCaches: () => {},
    precacheAndRoute: (entries: { url: string }[]) => precached.push(...entries.map((entry) => entry.url)),
    createHandlerBoundToURL: (url: string) => ({ url }),
    NavigationRoute: class {
      constructor(handler: { url: string }, options: { denylist: RegExp[] }) {
        navigation = { url: handler.url, denylist: options.denylist };
      }
    },
    registerRoute: (matcher: RegExp | Route['match'] | object, handler: Route['strategy']) => {
      if (matcher instanceof workbox.NavigationRoute) return;
      const match =
        typeof matcher === 'function'
          ? (matcher as Route['match'])
          : (context: RouteContext) => (matcher as RegExp).test(context.url.href);
      routes.push({ match, strategy: handler });
    },
    CacheFirst: strategy('CacheFirst'),
    NetworkFirst: strategy('NetworkFirst'),
    StaleWhileRevalidate: strategy('StaleWhileRevalidate'),
    ExpirationPlugin: plugin('ExpirationPlugin'),
    CacheableResponsePlugin: plugin('CacheableResponsePlugin'),
  };
  const sandbox: Record<string, unknown> = {
    addEventListener: () => {},
    skipWaiting: () => {},
    define: (_deps: string[], factory: (wb: typeof workbox) => void) => factory(workbox),
  };
  sandbox.self = sandbox;
  runInNewContext(readFileSync(join(DIST, 'sw.js'), 'utf8'), sandbox);
  return { precached, routes, navigation };
}

type ServiceWorker = ReturnType<typeof loadServiceWorker>;

function routeFor(sw: ServiceWorker, href: string, destination = '', origin = 'https://portfolio.example') {
  const url = new URL(href, origin);
  const context: RouteContext = {
    url,
    request: { destination, mode: 'cors', method: 'GET' },
    sameOrigin: url.origin === origin,
  };
  return sw.routes.find((route) => route.match(context));
}

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
}

function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(join(DIST, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

let sw: ServiceWorker;
let viteManifest: Record<string, ManifestChunk>;

beforeAll(() => {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error('web/dist is missing: run `npm run build` first (npm test does it before this stage)');
  }
  sw = loadServiceWorker();
  viteManifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
});

/** The files of these chunks and of every chunk they import statically (and their CSS). */
function staticFiles(chunks: ManifestChunk[], { withCss = false } = {}): Set<string> {
  const files = new Set<string>();
  const collect = (chunk: ManifestChunk) => {
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    if (withCss) chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach((key) => collect(viteManifest[key]!));
  };
  chunks.forEach(collect);
  return files;
}

describe('web app manifest', () => {
  it('has the fields an installable app needs, in the theme colours', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({
      name: expect.stringContaining('Portfolio'),
      short_name: expect.any(String),
      description: expect.any(String),
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  });

  it('lists 192 and 512 pixel icons and a maskable one, each file of the size it claims', () => {
    const manifest = JSON.parse(readFileSync(join(DIST, 'manifest.webmanifest'), 'utf8'));
    const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
    for (const icon of icons) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(icon.src), icon.src).toEqual({ width, height });
    }
    const sizes = icons.filter((icon) => (icon.purpose ?? 'any').includes('any')).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((icon) => icon.purpose?.includes('maskable'))).toBe(true);
  });

  it('has icons drawn from favicon.svg in the theme colour', () => {
    const source = readFileSync(join(DIST, 'favicon.svg'), 'utf8');
    expect(source, 'change favicon.svg, then run node scripts/generate-icons.mjs').toContain(
      `fill="${THEME_COLOR}"`,
    );
  });

  it('is linked from the app shell with the theme colour and an Apple touch icon of 180 pixels', () => {
    const html = readFileSync(join(DIST, 'app-shell.html'), 'utf8');
    expect(html).toMatch(/<link rel="manifest" href="\/manifest.webmanifest"/);
    expect(html).toContain(`<meta name="theme-color" content="${THEME_COLOR}"`);
    const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)?.[1];
    expect(apple).toBeDefined();
    expect(pngSize(apple!)).toEqual({ width: 180, height: 180 });
  });
});

describe('precache', () => {
  it('holds the app shell and falls back to it for navigations, except Firebase /__/ paths and files', () => {
    // index.html is the prerendered home page: the worker answers every navigation with the shell.
    expect(sw.precached).toContain('app-shell.html');
    expect(sw.precached).not.toContain('index.html');
    const entry = viteManifest['index.html']!;
    expect(sw.precached).toContain(entry.file);
    for (const css of entry.css ?? []) expect(sw.precached).toContain(css);

    expect(sw.navigation?.url).toBe('app-shell.html');
    const denied = (path: string) => sw.navigation!.denylist.some((pattern) => pattern.test(path));
    expect(denied('/__/auth/handler')).toBe(true);
    expect(denied('/__/firebase/init.json')).toBe(true);
    expect(denied('/demo/files/churn-model-report.pdf')).toBe(true);
    // The visit statistics' hit function, behind a Hosting rewrite.
    expect(denied('/api/hit')).toBe(true);
    // Written by the prerender for crawlers: Hosting must answer them, never the app shell.
    for (const file of ['/sitemap.xml', '/robots.txt', '/share-image.png'])
      expect(denied(file), file).toBe(true);
    for (const path of ['/', '/about', '/projects', '/projects/proj-churn-prediction', '/admin/dashboard']) {
      expect(denied(path), path).toBe(false);
    }
  });

  it('holds every public route chunk with what it imports', () => {
    const routeModules = Object.values(viteManifest).filter(
      (chunk) => chunk.src?.startsWith('src/features/') && !chunk.src.startsWith('src/features/admin/'),
    );
    expect(routeModules.map((chunk) => chunk.src)).toEqual(
      expect.arrayContaining([
        'src/features/home/home-page.tsx',
        'src/features/projects/project-detail-page.tsx',
        'src/features/contact/contact-page.tsx',
      ]),
    );
    const needed = staticFiles(routeModules, { withCss: true });
    for (const file of needed) expect(sw.precached, file).toContain(file);
  });

  it('leaves out the admin area: its route chunks and the libraries only it uses', () => {
    const adminModules = Object.values(viteManifest).filter((chunk) =>
      chunk.src?.startsWith('src/features/admin/'),
    );
    expect(adminModules.length).toBeGreaterThan(5);
    for (const chunk of adminModules) {
      expect(chunk.file, chunk.src).toMatch(/^assets\/admin-/);
      expect(sw.precached, chunk.src).not.toContain(chunk.file);
    }

    // Code signatures of admin-only libraries: none may sit in a precached script.
    const adminOnly: Record<string, string> = {
      'firebase/auth': 'identitytoolkit.googleapis.com',
      'firebase/storage': 'X-Goog-Upload-Protocol',
      // Not the host name: the contact page calls its function at cloudfunctions.net over fetch.
      'firebase/functions': 'Response is not valid JSON object.',
      '@hello-pangea/dnd': 'data-rfd-drag-handle',
      '@mantine/dropzone': 'file-invalid-type',
      // The BibTeX parser of the admin's import (its user agent string).
      '@citation-js/core': 'Citation.js/',
    };
    const precachedScripts = sw.precached.filter((url) => url.endsWith('.js') && url.startsWith('assets/'));
    for (const url of precachedScripts) {
      const code = readFileSync(join(DIST, url), 'utf8');
      for (const [library, signature] of Object.entries(adminOnly)) {
        expect(code.includes(signature), `${library} in precached ${url}`).toBe(false);
      }
    }
  });

  it("holds the stylesheets a public page links by URL: KaTeX's layout and fonts, for math offline", () => {
    const katex = readdirSync(join(DIST, 'assets')).filter((name) => /^katex\.min-.+\.css$/.test(name));
    const css = katex.map((name) => readFileSync(join(DIST, 'assets', name), 'utf8'));
    // One with the layout rules and no font, one with every font face and nothing else.
    expect(css.filter((c) => c.includes('.katex{') && !c.includes('@font-face'))).toHaveLength(1);
    expect(css.filter((c) => c.startsWith('@font-face') && !c.includes('.katex'))).toHaveLength(1);
    for (const name of katex) expect(sw.precached).toContain(`assets/${name}`);
  });

  it('holds no demo media and no build metadata (they are cached when viewed, or never)', () => {
    expect(sw.precached.filter((url) => url.startsWith('demo/') || url.startsWith('.vite/'))).toEqual([]);
  });

  it("holds the fonts' Latin files, which every page uses, and no other subset", () => {
    const fonts = sw.precached.filter((url) => url.endsWith('.woff2'));
    expect(fonts.sort()).toEqual([
      expect.stringMatching(/^assets\/inter-latin-wght-[\w-]+\.woff2$/),
      expect.stringMatching(/^assets\/space-grotesk-latin-wght-[\w-]+\.woff2$/),
    ]);
    const assets = readdirSync(join(DIST, 'assets'));
    expect(assets.filter((file) => file.endsWith('.woff2')).length).toBeGreaterThan(fonts.length);
  });
});

describe('first download', () => {
  // What every public page downloads before it can hydrate: the entry chunk and its static
  // imports. Budget: 150 KB of script in all before a page answers; the route's own chunks need
  // the rest. It was 160 KB when the theme imported Modal for Modal.extend(), and 132 KB with
  // React Router's data router.
  const ENTRY_BUDGET_KB = 120;

  const entryFiles = () => [...staticFiles([viteManifest['index.html']!])];

  it(`keeps the app core within ${ENTRY_BUDGET_KB} KB gzip`, () => {
    const files = entryFiles();
    expect(files.length).toBeGreaterThan(0);
    const kb = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0) / 1024;
    expect(kb).toBeLessThanOrEqual(ENTRY_BUDGET_KB);
  });

  it('leaves dialogs, scroll areas and scroll locking to the pages that open them', () => {
    for (const file of entryFiles()) {
      const code = readFileSync(join(DIST, file), 'utf8');
      // react-remove-scroll's class name: Modal and Drawer lock the page's scroll with it.
      expect(code.includes('right-scroll-bar-position'), file).toBe(false);
    }
  });

  it('leaves the site search dialog and the index client to a chunk the search button loads', () => {
    const dialog = Object.values(viteManifest).find(
      (chunk) => chunk.src === 'src/features/search/search-dialog.tsx',
    );
    expect(dialog).toBeDefined();
    expect(entryFiles()).not.toContain(dialog!.file);
    for (const file of entryFiles()) {
      const code = readFileSync(join(DIST, file), 'utf8');
      expect(code.includes('/pagefind/'), file).toBe(false);
    }
  });

  it('leaves the visit statistics to chunks loaded when the page is idle: the collector, and web-vitals within 3 KB gzip', () => {
    const chunks = Object.values(viteManifest);
    const collector = chunks.find((chunk) => chunk.src === 'src/features/statistics/collector.ts');
    const vitals = chunks.find((chunk) => chunk.src?.includes('node_modules/web-vitals/'));
    expect(collector).toBeDefined();
    expect(vitals).toBeDefined();
    expect(entryFiles()).not.toContain(collector!.file);
    expect(entryFiles()).not.toContain(vitals!.file);
    expect(gzipSync(readFileSync(join(DIST, vitals!.file))).length).toBeLessThanOrEqual(3 * 1024);
    for (const file of entryFiles()) {
      const code = readFileSync(join(DIST, file), 'utf8');
      // The hit's address and web-vitals' option: only the collector's chunks have them.
      expect(code.includes('/api/hit'), file).toBe(false);
      expect(code.includes('reportAllChanges'), file).toBe(false);
    }
  });

  it("routes with React Router's components, without its data router (loaders, actions, fetchers)", () => {
    for (const file of entryFiles()) {
      const code = readFileSync(join(DIST, file), 'utf8');
      // createRouter's check: only the data router (createBrowserRouter) brings it.
      expect(code.includes('non-empty routes array to createRouter'), file).toBe(false);
    }
  });
});

describe('runtime caching', () => {
  const storageImage = (origin: string) =>
    downloadUrl(origin, DEMO_BUCKET, 'projects/abc-1700000000000.webp', 't0k3n');

  it('caches Storage images (production and emulator) first from cache, bounded, and only real 200s', () => {
    for (const href of [
      storageImage('https://firebasestorage.googleapis.com'),
      storageImage(`http://127.0.0.1:${ports.storage}`),
    ]) {
      const route = routeFor(sw, href, 'image');
      expect(route?.strategy.name, href).toBe('CacheFirst');
      const plugins = route!.strategy.options.plugins as { name: string; config: Record<string, unknown> }[];
      const expiration = plugins.find((p) => p.name === 'ExpirationPlugin')?.config;
      expect(expiration?.maxEntries).toBeGreaterThan(0);
      expect(expiration?.maxAgeSeconds).toBeGreaterThan(0);
      const cacheable = plugins.find((p) => p.name === 'CacheableResponsePlugin')?.config;
      expect(cacheable).toEqual({ statuses: [200] });
    }
  });

  it("never answers the admin SDK's Storage metadata calls from a cache", () => {
    const metadata = downloadUrl('https://firebasestorage.googleapis.com', DEMO_BUCKET, 'projects/a.webp');
    expect(routeFor(sw, metadata)).toBeUndefined();
  });

  it('caches demo images and the self-hosted fonts, but not demo documents', () => {
    expect(routeFor(sw, '/demo/projects/churn.webp', 'image')?.strategy.name).toBe('CacheFirst');
    expect(routeFor(sw, '/assets/inter-greek-wght-abc.woff2', 'font')?.strategy.name).toBe('CacheFirst');
    expect(routeFor(sw, '/demo/files/churn-model-report.pdf', 'document')).toBeUndefined();
    expect(routeFor(sw, 'https://elsewhere.example/photo.jpg', 'image')).toBeUndefined();
  });

  it('caches the search index: hashed chunks first from cache, the files that keep their names from the network first', () => {
    for (const path of [
      '/pagefind/pagefind.en_3f2a9c1b.pf_meta',
      '/pagefind/index/en_9a8b7c6.pf_index',
      '/pagefind/fragment/en_1b2c3d4.pf_fragment',
      '/pagefind/filter/en_5e6f7a8.pf_filter',
    ]) {
      const route = routeFor(sw, path);
      expect(route?.strategy.name, path).toBe('CacheFirst');
      expect(route?.strategy.options.cacheName, path).toBe('search-index');
    }
    for (const path of [
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind-entry.json?ts=1764748800000',
      '/pagefind/wasm.en.pagefind',
      '/pagefind/offline.json',
    ]) {
      const route = routeFor(sw, path);
      expect(route?.strategy.name, path).toBe('NetworkFirst');
      expect(route?.strategy.options.matchOptions, path).toEqual({ ignoreSearch: true });
    }
    expect(routeFor(sw, 'https://elsewhere.example/pagefind/pagefind.js')).toBeUndefined();
  });

  it('never touches Firestore traffic, production or emulator', () => {
    const firestore = [
      'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents:runQuery',
      'https://firestore.googleapis.com/v1/projects/p/databases/(default)/documents/projects/abc',
      'https://firestore.googleapis.com/google.firestore.v1.Firestore/Listen/channel?VER=8&RID=1',
      `http://127.0.0.1:${ports.firestore}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents:runQuery`,
      `http://127.0.0.1:${ports.firestore}/google.firestore.v1.Firestore/Write/channel?VER=8`,
    ];
    for (const href of firestore) {
      for (const destination of ['', 'image', 'font', 'document']) {
        expect(routeFor(sw, href, destination), `${href} (${destination || 'fetch'})`).toBeUndefined();
      }
    }
  });
});
