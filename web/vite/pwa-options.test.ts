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
