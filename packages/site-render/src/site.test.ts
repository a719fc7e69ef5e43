import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_MARK_KEY } from '@portfolio/model/page-contract';
import { renderSite, siteHash, type SiteServer } from './site';
import { writeSite } from './write-site';

const shell = `<!doctype html><html><head><title>Shell</title>
<meta name="description" content="Default." />
<script type="module" crossorigin src="/assets/index-1.js"></script>
</head><body><div id="root"></div></body></html>`;
const manifest = { 'index.html': { file: 'assets/index-1.js' } };

/** The SSR build's interface (web/src/entry-server.tsx) with two projects. */
const server: SiteServer = {
  publicPaths: (projectAddresses: readonly string[]) => [
    '/',
    '/about',
    ...projectAddresses.map((id) => `/projects/${encodeURIComponent(id)}`),
  ],
  colorSchemeScript: '<script>scheme</script>',
  firestoreOrigin: 'http://127.0.0.1:8080',
  loadPublicContent: async () => ({
    entries: { a: { data: 1, savedAt: 5 } },
    projectAddresses: ['p1', 'p 2'],
    failures: [],
  }),
  renderPage: async (path: string) => ({
    html: `<main>${path}</main>`,
    title: `Title ${path}`,
    description: 'Described',
    seoHead: '<meta property="og:title" content="x">',
    snapshot: '{}',
    routeIds: [],
  }),
  crawlerFiles: () => ({ sitemap: '<urlset/>', robots: 'User-agent: *' }),
  bootScript: (chunks, entry) => `boot(${JSON.stringify(chunks)}, ${JSON.stringify(entry)})`,
};

describe('renderSite', () => {
  it('renders every static page, every project page, the sitemap and robots.txt', async () => {
    const { files } = await renderSite(server, { shell, manifest });
    expect(files.map((f: { path: string }) => f.path)).toEqual([
      '/about.html',
      '/index.html',
      '/projects/p 2.html',
      '/projects/p1.html',
      '/robots.txt',
      '/sitemap.xml',
    ]);
    const home = files.find((f: { path: string }) => f.path === '/index.html')!.body;
    expect(home).toContain('<div id="root"><main>/</main></div>');
    expect(home).toContain('<title>Title /</title>');
    expect(home).toContain('og:title');
  });

  it('skips and names a project page that cannot be rendered, and publishes every other page', async () => {
    let listed: readonly string[] = [];
    const broken: SiteServer = {
      ...server,
      loadPublicContent: async () => ({
        entries: { a: { data: 1, savedAt: 5 } },
        projectAddresses: ['p1', 'evil\\..\\id', 'crashes'],
        failures: [],
      }),
      renderPage: async (path: string) => {
        if (path.endsWith('/crashes')) throw new Error('Cannot read properties of undefined');
        return server.renderPage(path, {});
      },
      crawlerFiles: (entries, skipped = []) => {
        listed = skipped;
        return server.crawlerFiles(entries);
      },
    };
    const { files, skipped } = await renderSite(broken, { shell, manifest });
    expect(files.map((f: { path: string }) => f.path)).toEqual([
      '/about.html',
      '/index.html',
      '/projects/p1.html',
      '/robots.txt',
      '/sitemap.xml',
    ]);
    expect(skipped).toEqual([
      { path: '/projects/evil%5C..%5Cid', reason: expect.stringMatching(/outside web\/dist/) },
      { path: '/projects/crashes', reason: 'Cannot read properties of undefined' },
    ]);
    expect(listed).toEqual(['/projects/evil%5C..%5Cid', '/projects/crashes']);
  });

  it('adds the data files the pages read (rendered case studies) beside the pages', async () => {
    const withData: SiteServer = {
      ...server,
      dataFiles: () => [{ path: '/projects/p1.case-study.json', body: '{"html":"<p>x</p>"}' }],
    };
    const { files } = await renderSite(withData, { shell, manifest });
    expect(files.map((f) => f.path)).toContain('/projects/p1.case-study.json');
    expect(siteHash(files)).not.toBe(siteHash((await renderSite(server, { shell, manifest })).files));
  });

  it('renders the pages that follow from the content read, such as a project’s notebooks', async () => {
    const withNotebooks: SiteServer = {
      ...server,
      publicPaths: (ids, entries) => [
        ...server.publicPaths(ids),
        ...(entries?.a ? ['/projects/p1/notebooks/n1'] : []),
      ],
    };
    const { files } = await renderSite(withNotebooks, { shell, manifest });
    expect(files.map((f) => f.path)).toContain('/projects/p1/notebooks/n1.html');
  });

  it('still fails when not one page could be rendered', async () => {
    const down = {
      ...server,
      renderPage: async () => {
        throw new Error('The SSR build is broken');
      },
    };
    await expect(renderSite(down, { shell, manifest })).rejects.toThrow(/The SSR build is broken/);
  });

  it('fails rather than render pages from no content at all', async () => {
    const down = {
      ...server,
      loadPublicContent: async () => ({
        entries: {},
        projectAddresses: [],
        failures: ['projects: unavailable'],
      }),
    };
    await expect(renderSite(down, { shell, manifest })).rejects.toThrow(/Firestore answered nothing/);
  });
});

describe('siteHash', () => {
  it('is the same for the same files in any order and differs when one byte differs', () => {
    const a = [
      { path: '/a.html', body: 'A' },
      { path: '/b.html', body: 'B' },
    ];
    expect(siteHash(a)).toBe(siteHash([...a].reverse()));
    expect(siteHash(a)).not.toBe(siteHash([a[0]!, { path: '/b.html', body: 'b' }]));
    expect(siteHash(a)).not.toBe(
      siteHash([
        { path: '/a.html', body: 'A' },
        { path: '/c.html', body: 'B' },
      ]),
    );
  });

  it('leaves out the content mark, which moves on writes no page shows', () => {
    const page = (mark: string, data: number) => [
      { path: '/a.html', body: `{"k":{"data":${data}},"${CONTENT_MARK_KEY}":{"data":${mark},"savedAt":1}}` },
    ];
    expect(siteHash(page('111', 1))).toBe(siteHash(page('222', 1)));
    expect(siteHash(page('null', 1))).toBe(siteHash(page('222', 1)));
    expect(siteHash(page('111', 1))).not.toBe(siteHash(page('111', 2)));
  });

  it('leaves out the read time embedded in the pages', () => {
    const page = (t: number) => [{ path: '/a.html', body: `{"k":{"data":1,"savedAt":${t}}}` }];
    expect(siteHash(page(111), 111)).toBe(siteHash(page(222), 222));
    expect(siteHash(page(111), 111)).not.toBe(
      siteHash([{ path: '/a.html', body: '{"k":{"data":2,"savedAt":222}}' }], 222),
    );
  });
});

describe('writeSite', () => {
  it('writes the files and removes the pages of projects that are gone, nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(dir, 'projects'));
    writeFileSync(join(dir, 'projects', 'gone.html'), 'old');
    writeFileSync(join(dir, 'projects', 'gone.case-study.json'), '{}');
    writeFileSync(join(dir, 'share.png'), 'png');
    const removed = writeSite(dir, [
      { path: '/index.html', body: 'home' },
      { path: '/projects/kept.html', body: 'kept' },
    ]);
    expect(removed.sort()).toEqual(['/projects/gone.case-study.json', '/projects/gone.html']);
    expect(existsSync(join(dir, 'projects', 'gone.html'))).toBe(false);
    expect(readFileSync(join(dir, 'projects', 'kept.html'), 'utf8')).toBe('kept');
    expect(readFileSync(join(dir, 'share.png'), 'utf8')).toBe('png');
  });

  it('removes a notebook page, its data and images that the new render no longer has', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    const notebooks = join(dir, 'projects', 'p1', 'notebooks');
    mkdirSync(notebooks, { recursive: true });
    for (const name of ['old.html', 'old.json', 'old.0123abcd.png', 'kept.html']) {
      writeFileSync(join(notebooks, name), 'old');
    }
    const removed = writeSite(dir, [
      { path: '/projects/p1.html', body: 'project' },
      { path: '/projects/p1/notebooks/kept.html', body: 'kept' },
    ]);
    expect(removed.sort()).toEqual([
      '/projects/p1/notebooks/old.0123abcd.png',
      '/projects/p1/notebooks/old.html',
      '/projects/p1/notebooks/old.json',
    ]);
    expect(readFileSync(join(notebooks, 'kept.html'), 'utf8')).toBe('kept');
  });

  it('refuses a path outside the folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    expect(() => writeSite(dir, [{ path: '/../escape.html', body: 'x' }])).toThrow(/Refusing/);
  });
});
