import type { VitePWAOptions } from 'vite-plugin-pwa';
import { THEME_COLOR } from '../src/theme.ts';

const DAY = 24 * 60 * 60;

/** The unrendered index.html (vite.config.ts): what every navigation that is not prerendered gets. */
export const APP_SHELL = 'app-shell.html';
/** Hosting's answer to a path that is no file; the render replaces the build's copy of the shell. */
export const NOT_FOUND_PAGE = '404.html';

/** What the installed app is called and looks like; `name` and `description` match index.html. */
const APP_NAME = 'Portfolio | Data Scientist & Android Developer';
const APP_DESCRIPTION =
  'Portfolio of a data scientist and Android developer: projects, experience, skills and services.';
/** Mantine's light body colour, the splash screen behind the icon. */
const BACKGROUND_COLOR = '#ffffff';

/**
 * Storage download URLs (`.../v0/b/<bucket>/o/<path>?alt=media&token=...`) from production and
 * from the emulator of this checkout. Only `alt=media`: the metadata calls of the admin SDK
 * (getDownloadURL) must never be answered from a cache.
 */
function storageMediaPattern(storagePort: number): RegExp {
  return new RegExp(
    `^(?:https://firebasestorage\\.googleapis\\.com|https?://[^/]+:${storagePort})/v0/b/[^/]+/o/[^?]+\\?(?:[^#]*&)?alt=media(?:&|#|$)`,
  );
}

/**
 * Only 200s are cached: an opaque response (status 0, an <img> without crossorigin) can be an
 * error page and costs about 7 MB of quota in Chromium whatever its size.
 */
const onlyOk = { statuses: [200] };

/** The site search's index (Pagefind, written at publish time); see features/search. */
export const SEARCH_INDEX_CACHE = 'search-index';
export const SEARCH_ENTRY_CACHE = 'search-index-entry';

export function pwaOptions({
  storagePort,
  adminOnlyFiles,
}: {
  /** The Storage emulator's port, this checkout's offset included. */
  storagePort: number;
  adminOnlyFiles: ReadonlySet<string>;
}): Partial<VitePWAOptions> {
  return {
    strategies: 'generateSW',
    // 'prompt': a new version waits until the visitor presses Reload (app/pwa/reload-prompt.tsx).
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      id: '/',
      name: APP_NAME,
      short_name: 'Portfolio',
      description: APP_DESCRIPTION,
      lang: 'en',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
      background_color: BACKGROUND_COLOR,
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    // Icons come with the glob below; listing them twice would only duplicate precache entries.
    includeManifestIcons: false,
    workbox: {
      // The app shell, every public route chunk and the Latin font files; other scripts of the
      // fonts are cached when a page needs them. Demo media are cached as they are viewed.
      globPatterns: ['**/*.{js,css,html,svg,png,webp,ico}', 'assets/*-latin-wght-*.woff2'],
      // index.html becomes the prerendered home page and 404.html the not-found page, which
      // only Hosting answers with: a worker serves the shell for every page.
      globIgnores: ['demo/**', 'assets/admin-*', 'index.html', NOT_FOUND_PAGE],
      manifestTransforms: [
        (entries) => ({
          manifest: entries.filter((entry) => !adminOnlyFiles.has(entry.url)),
          warnings: [],
        }),
      ],
      cleanupOutdatedCaches: true,
      // The first visit is controlled at once, so the images it shows are cached for offline.
      clientsClaim: true,
      navigateFallback: APP_SHELL,
      // Firebase's reserved /__/ paths, previews of drafts (a function renders them), the site's
      // functions under /api/ (the visit statistics' hit) and real files (demo documents opened
      // in a new tab) must reach Hosting instead of the app shell. A POST, such as a hit, is
      // never a navigation and no route below answers it: the worker neither caches nor replays it.
      navigateFallbackDenylist: [/^\/__\//, /^\/demo\//, /^\/preview\//, /^\/api\//, /\/[^/?]+\.[a-z0-9]+$/i],
      // Firestore (firestore.googleapis.com, the emulator) is deliberately absent: the data layer
      // keeps its own offline copy, and a cached query answer would hide newer content.
      runtimeCaching: [
        {
          urlPattern: storageMediaPattern(storagePort),
          handler: 'CacheFirst',
          options: {
            cacheName: 'storage-images',
            expiration: { maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
            cacheableResponse: onlyOk,
          },
        },
        {
          urlPattern: ({ request, sameOrigin, url }) =>
            sameOrigin && request.destination === 'image' && url.pathname.startsWith('/demo/'),
          handler: 'CacheFirst',
          options: {
            cacheName: 'demo-images',
            expiration: { maxEntries: 80, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
            cacheableResponse: onlyOk,
          },
        },
        // The index's chunks carry a hash of their content in their names: a name never changes
        // content, so the cached copy is always right, online or not. A new index has new names.
        // (These patterns are copied into sw.js as text: they can use nothing from this module.)
        {
          urlPattern: ({ sameOrigin, url }) =>
            sameOrigin && /^\/pagefind\/.+\.pf_(?:meta|index|fragment|filter)$/.test(url.pathname),
          handler: 'CacheFirst',
          options: {
            cacheName: SEARCH_INDEX_CACHE,
            expiration: { maxEntries: 2000, maxAgeSeconds: 30 * DAY, purgeOnQuotaError: true },
            cacheableResponse: onlyOk,
          },
        },
        // Its entry points keep their names from one publish to the next (pagefind.js, the worker,
        // pagefind-entry.json, the WebAssembly, offline.json): the network first, so a new index
        // is used at once, and the cached copy offline or on a connection too slow to wait for.
        {
          urlPattern: ({ sameOrigin, url }) =>
            sameOrigin &&
            url.pathname.startsWith('/pagefind/') &&
            !/\.pf_(?:meta|index|fragment|filter)$/.test(url.pathname),
          handler: 'NetworkFirst',
          options: {
            cacheName: SEARCH_ENTRY_CACHE,
            networkTimeoutSeconds: 4,
            // Pagefind asks for pagefind-entry.json?ts=<now>, a new URL at every load.
            matchOptions: { ignoreSearch: true },
            plugins: [
              {
                // One copy per file, stored without the query: with ignoreSearch alone, the
                // cache would fill with copies and answer with the oldest of them.
                cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
                  const url = new URL(request.url);
                  url.search = '';
                  return url.href;
                },
              },
            ],
            expiration: { maxEntries: 20, purgeOnQuotaError: true },
            cacheableResponse: onlyOk,
          },
        },
        {
          urlPattern: ({ request, sameOrigin }) => sameOrigin && request.destination === 'font',
          handler: 'CacheFirst',
          options: {
            cacheName: 'fonts',
            expiration: { maxEntries: 30, maxAgeSeconds: 365 * DAY },
            cacheableResponse: onlyOk,
          },
        },
      ],
    },
  };
}
