import { describe, expect, it } from 'vitest';
import { hasRouteShape, PublishedPages, sitemapPaths } from './published-pages';

/** A sitemap as the render writes it (packages/site-render/src/outputs/sitemap.ts). */
const sitemap = (origin: string, paths: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...paths.map(
      (path) => `  <url>\n    <loc>${origin}${path}</loc>\n    <lastmod>2026-03-12</lastmod>\n  </url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

const PAGES = [
  '/',
  '/about',
  '/cv',
  '/projects/customer-churn-prediction',
  '/projects/customer-churn-prediction/notebooks/file-churn-notebook-ipynb',
  '/notes/tags/machine-learning',
  `/notes/tags/${encodeURIComponent('données')}`,
];

describe('sitemapPaths', () => {
  it('reads every page by its path, whatever origin the sitemap was written for', () => {
    for (const origin of [
      'https://jane.example',
      'http://127.0.0.1:5130',
      'https://demo-portfolio.web.app/',
      '',
    ]) {
      expect(sitemapPaths(sitemap(origin.replace(/\/$/, ''), PAGES))).toEqual(new Set(PAGES));
    }
  });

  it('reads escaped characters and drops trailing slashes', () => {
    const xml = sitemap('https://jane.example', ['/about/']).replace('/about/', '/about/?a=1&amp;b=2');
    expect(sitemapPaths(xml)).toEqual(new Set(['/about']));
  });

  it('gives null for what is no sitemap (the app shell Hosting answers for a missing file) or lists nothing', () => {
    expect(sitemapPaths('<!doctype html><html><body><div id="root"></div></body></html>')).toBeNull();
    expect(sitemapPaths(sitemap('https://jane.example', []))).toBeNull();
    expect(sitemapPaths('')).toBeNull();
  });
});

describe('hasRouteShape', () => {
  it.each([
    '/',
    '/about',
    '/cv',
    '/contact',
    '/projects',
    '/projects/anything',
    '/projects/anything/notebooks/file-1',
    '/publications/a-paper',
    '/notes/a-note',
    '/notes/tags/kotlin',
  ])('takes %s', (path) => {
    expect(hasRouteShape(path)).toBe(true);
  });

  it.each(['/nope', '/projects/a/b', '/projects/a/notebooks', '/notes/tags/a/b', '/about/team', '/skills/x'])(
    'refuses %s',
    (path) => {
      expect(hasRouteShape(path)).toBe(false);
    },
  );
});

describe('PublishedPages', () => {
  const start = Date.UTC(2026, 10, 23, 10);

  function pages(answers: Array<string | null | Error>, maxAgeMs = 5 * 60_000) {
    let reads = 0;
    const published = new PublishedPages(async () => {
      const answer = answers[Math.min(reads++, answers.length - 1)]!;
      if (answer instanceof Error) throw answer;
      return answer;
    }, maxAgeMs);
    return { published, reads: () => reads };
  }

  it('takes only the pages the sitemap lists, and reads it once for many hits', async () => {
    const { published, reads } = pages([sitemap('https://jane.example', ['/', '/projects/kept'])]);
    expect(await published.has('/projects/kept', start)).toBe(true);
    expect(await published.has('/', start + 1)).toBe(true);
    // The shape of a project page, but no project the site has.
    expect(await published.has('/projects/made-up', start + 2)).toBe(false);
    expect(reads()).toBe(1);
  });

  it('reads it again once it is older than its age, so a publish shows', async () => {
    const { published, reads } = pages([
      sitemap('https://jane.example', ['/']),
      sitemap('https://jane.example', ['/', '/projects/new']),
    ]);
    expect(await published.has('/projects/new', start)).toBe(false);
    expect(await published.has('/projects/new', start + 4 * 60_000)).toBe(false);
    expect(await published.has('/projects/new', start + 5 * 60_000)).toBe(true);
    expect(reads()).toBe(2);
  });

  it('reads every time when its age is 0 (the emulators)', async () => {
    const { published, reads } = pages([sitemap('', ['/'])], 0);
    await published.has('/', start);
    await published.has('/', start);
    expect(reads()).toBe(2);
  });

  it('shares one read among hits that arrive together', async () => {
    const { published, reads } = pages([sitemap('', ['/'])]);
    expect(
      await Promise.all([published.has('/', start), published.has('/', start), published.has('/x', start)]),
    ).toEqual([true, true, false]);
    expect(reads()).toBe(1);
  });

  it('without a readable sitemap takes the app’s route shapes, and asks again within a minute', async () => {
    for (const failure of [null, new Error('offline'), '<!doctype html><div id="root"></div>']) {
      const { published, reads } = pages([failure, sitemap('', ['/'])]);
      expect(await published.has('/projects/anything', start)).toBe(true);
      expect(await published.has('/wp-login', start)).toBe(false);
      expect(await published.has('/projects/anything', start + 30_000)).toBe(true);
      expect(reads()).toBe(1);
      expect(await published.has('/projects/anything', start + 60_000)).toBe(false);
      expect(reads()).toBe(2);
    }
  });
});
