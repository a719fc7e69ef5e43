import { describe, expect, it } from 'vitest';
import { FEED_FILES, noteTagFeedPath, noteTagPath } from '@portfolio/model/routes';
import { pwaOptions } from './pwa-options';

const { workbox } = pwaOptions({ storagePort: 9199, adminOnlyFiles: new Set() });
const denied = (path: string) =>
  (workbox?.navigateFallbackDenylist ?? []).some((pattern) => pattern.test(path));

describe("the service worker and the notes' feeds", () => {
  const feeds = [
    ...Object.values(FEED_FILES),
    noteTagFeedPath('cpp', 'rss'),
    noteTagFeedPath('time-series', 'atom'),
    noteTagFeedPath('数据', 'json'),
  ];

  it('lets a feed opened in the browser reach Hosting, never the app shell', () => {
    for (const path of feeds) expect(denied(path), path).toBe(true);
    // The pages around them are the app's.
    expect(denied(noteTagPath('cpp'))).toBe(false);
    expect(denied('/notes')).toBe(false);
  });

  it('does not precache them: a feed is read fresh from the site', () => {
    const extensions = (workbox?.globPatterns ?? []).flatMap((glob) =>
      [...glob.matchAll(/\.(?:\{([^}]+)\}|(\w+))$/g)].flatMap(([, list, one]) =>
        (list ?? one ?? '').split(','),
      ),
    );
    expect(extensions).toContain('html');
    expect(extensions).not.toContain('xml');
    expect(extensions).not.toContain('json');
  });
});

describe('the service worker and preview links', () => {
  it('sends a preview to Hosting, never the app shell (the shell would show "not found")', () => {
    expect(denied('/preview/eyJhIjoxfQ.c2ln')).toBe(true);
    expect(denied('/preview/abc')).toBe(true);
  });
});

describe('the service worker and the visit statistics', () => {
  it('sends an address under /api/ to Hosting (its functions), never the app shell', () => {
    expect(denied('/api/hit')).toBe(true);
    expect(denied('/apiary')).toBe(false);
  });

  it('caches no hit: no rule answers /api/hit, and rules without a method answer GET only', () => {
    const rules = workbox?.runtimeCaching ?? [];
    const url = new URL('/api/hit', 'https://portfolio.example');
    const post = new Request(url, { method: 'POST', body: '{}' });
    for (const { urlPattern, method } of rules) {
      expect(method ?? 'GET').toBe('GET');
      const matches =
        typeof urlPattern === 'function'
          ? urlPattern({ url, request: post, sameOrigin: true, event: new Event('fetch') as never })
          : urlPattern instanceof RegExp && urlPattern.test(url.href);
      expect(matches).toBe(false);
    }
  });
});

describe('the service worker and the search index', () => {
  const ORIGIN = 'https://portfolio.example';
  type Rule = NonNullable<NonNullable<typeof workbox>['runtimeCaching']>[number];
  const ruleFor = (href: string): Rule | undefined => {
    const url = new URL(href, ORIGIN);
    const request = new Request(url, { method: 'GET' });
    return (workbox?.runtimeCaching ?? []).find(({ urlPattern }) =>
      typeof urlPattern === 'function'
        ? urlPattern({ url, request, sameOrigin: url.origin === ORIGIN, event: new Event('fetch') as never })
        : urlPattern instanceof RegExp
          ? urlPattern.test(url.href)
          : false,
    );
  };

  it('keeps the hashed chunks of the index cache-first, bounded, and only real 200s', () => {
    for (const path of [
      '/pagefind/pagefind.en_3f2a9c1b.pf_meta',
      '/pagefind/index/en_9a8b7c6.pf_index',
      '/pagefind/fragment/en_1b2c3d4.pf_fragment',
      '/pagefind/filter/en_5e6f7a8.pf_filter',
    ]) {
      const rule = ruleFor(path);
      expect(rule?.handler, path).toBe('CacheFirst');
      expect(rule?.options?.cacheName, path).toBe('search-index');
      expect(rule?.options?.expiration?.maxEntries).toBeGreaterThanOrEqual(1000);
      expect(rule?.options?.expiration?.purgeOnQuotaError).toBe(true);
      expect(rule?.options?.cacheableResponse).toEqual({ statuses: [200] });
    }
  });

  it('asks the network first for the files whose names stay the same from one publish to the next', () => {
    for (const path of [
      '/pagefind/pagefind.js',
      '/pagefind/pagefind-worker.js',
      '/pagefind/pagefind-entry.json?ts=1764748800000',
      '/pagefind/wasm.en.pagefind',
      '/pagefind/wasm.unknown.pagefind',
      '/pagefind/offline.json',
    ]) {
      const rule = ruleFor(path);
      expect(rule?.handler, path).toBe('NetworkFirst');
      expect(rule?.options?.networkTimeoutSeconds, path).toBeGreaterThan(0);
      expect(rule?.options?.matchOptions, path).toEqual({ ignoreSearch: true });
      expect(rule?.options?.cacheableResponse).toEqual({ statuses: [200] });
    }
  });

  it('stores pagefind-entry.json once, whatever its ?ts=, so offline the newest copy answers', async () => {
    const rule = ruleFor('/pagefind/pagefind-entry.json?ts=1');
    const keyFor = rule?.options?.plugins?.find((plugin) => plugin.cacheKeyWillBeUsed)?.cacheKeyWillBeUsed;
    expect(keyFor).toBeDefined();
    const key = async (href: string) =>
      keyFor!({ request: new Request(new URL(href, ORIGIN)), mode: 'write', params: undefined } as never);
    expect(await key('/pagefind/pagefind-entry.json?ts=1')).toBe(`${ORIGIN}/pagefind/pagefind-entry.json`);
    expect(await key('/pagefind/pagefind-entry.json?ts=2')).toBe(`${ORIGIN}/pagefind/pagefind-entry.json`);
  });

  it('leaves other files, and another site’s /pagefind/, to their own rules', () => {
    expect(ruleFor('https://elsewhere.example/pagefind/pagefind.js')).toBeUndefined();
    expect(ruleFor('/pagefind-notes.pf_index')).toBeUndefined();
    expect(ruleFor('/notes/pagefind')).toBeUndefined();
    expect(ruleFor('/assets/index-abc.js')).toBeUndefined();
  });
});
