import { mkdirSync, mkdtempSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_MARK_KEY } from '@portfolio/model/page-contract';
import { FEED_FILES, STATIC_PUBLIC_PATHS } from '@portfolio/model/routes';
import type { SiteContent, SiteNote, SiteProject, SitePublication } from './content';
import type { SiteApp, SiteBuild } from './output';
import { loadCvFonts } from './outputs/cv';
import { loadShareImageFonts } from './share-image';
import { renderSite } from './site';
import { siteHash } from './site-hash';
import { writeSite } from './write-site';

const shell = `<!doctype html><html><head><title>Shell</title>
<meta name="description" content="Default." />
<script type="module" crossorigin src="/assets/index-1.js"></script>
</head><body><div id="root"></div></body></html>`;
const manifest = { 'index.html': { file: 'assets/index-1.js' } };

/** The SSR build's part (web/src/entry-server.tsx): each page shows its path and its content. */
const app: SiteApp = {
  colorSchemeScript: '<script>scheme</script>',
  firestoreOrigin: 'http://127.0.0.1:8080',
  renderPage: async (path, entries) => ({
    html: `<main>${path}</main>`,
    title: `Title ${path}`,
    description: 'Described',
    seoHead: '<meta property="og:title" content="x">',
    snapshot: JSON.stringify(entries),
    routeIds: [],
  }),
  bootScript: (chunks, entry) => `boot(${JSON.stringify(chunks)}, ${JSON.stringify(entry)})`,
  brandColors: { dark: '#006d86', main: '#0b8daa', light: '#a3d9e4' },
};
const build: SiteBuild = { app, shell, manifest };

const project = (address: string, more: Partial<SiteProject> = {}): SiteProject => ({
  address,
  earlierAddresses: [],
  createdAt: new Date('2026-02-03T00:00:00Z'),
  notebooks: [],
  ...more,
});

const paper = (address: string, more: Partial<SitePublication> = {}): SitePublication => ({
  address,
  earlierAddresses: [],
  createdAt: new Date('2026-01-10T00:00:00Z'),
  ...more,
});

const note = (address: string, more: Partial<SiteNote> = {}): SiteNote => ({
  id: `id-${address}`,
  address,
  earlierAddresses: [],
  title: `Note ${address}`,
  summary: 'A summary.',
  html: '<p>Body</p>',
  body: { html: '<p>Body</p>', toc: [], math: false, code: false, minutes: 1 },
  tags: [],
  publishedAt: new Date('2026-03-01T00:00:00Z'),
  createdAt: new Date('2026-02-28T00:00:00Z'),
  image: '',
  ...more,
});

/** The five strings a render writes beside a paper's page. */
const cited = (title: string) => ({
  bibtex: `@misc{k,\n  title = {{${title}}},\n}`,
  apa: `Morgan, A. (2024). ${title}.`,
  ieee: `A. Morgan, “${title},” 2024.`,
  chicago: `Morgan, Alex. 2024. “${title}.”`,
  ris: `TY  - GEN\nTI  - ${title}\nER  - `,
});

/** A content value built by hand, as no emulator is running: two projects, no papers. */
const content: SiteContent = {
  siteUrl: 'https://alex.example.com',
  entries: { a: { data: 1, savedAt: 5 } },
  readAt: 5,
  failures: [],
  projects: [project('p1'), project('p 2')],
  publications: [],
  notes: [],
  profile: { name: 'Alex Morgan', title: 'Data Scientist', photo: null },
  cv: {
    siteUrl: 'https://alex.example.com',
    personal: { name: 'Alex Morgan', title: 'Data Scientist', email: 'alex@example.com' },
    experience: [],
    education: [],
    certifications: [],
    skills: [],
    projects: [],
    publications: [],
    settings: null,
  },
};

const pagePaths = (paths: readonly string[]) =>
  paths.map((path) => (path === '/' ? '/index.html' : `${path}.html`));
/** The static pages, and the not-found page Hosting answers unknown paths with. */
const staticPages = [...pagePaths(STATIC_PUBLIC_PATHS), '/404.html'];
/** The notes' feeds, written by every render, with notes or none. */
const siteFeeds = Object.values(FEED_FILES);
const sorted = (paths: string[]) => [...paths].sort((a, b) => a.localeCompare(b));
/** The files a test names: the search index's are named by their content, and tested on their own. */
const pathsOf = (files: readonly { path: string }[]) =>
  files.map((f) => f.path).filter((path) => !path.startsWith('/pagefind/'));
const bodyOf = (files: { path: string; body: string | Uint8Array }[], path: string) =>
  String(files.find((f) => f.path === path)?.body);

describe('renderSite', () => {
  it('renders every static page, every project page, the sitemap and robots.txt', async () => {
    const { files } = await renderSite(content, build);
    expect(pathsOf(files)).toEqual(
      sorted([
        ...staticPages,
        ...siteFeeds,
        '/projects/p 2.html',
        '/projects/p1.html',
        '/robots.txt',
        '/sitemap.xml',
      ]),
    );
    const home = files.find((f: { path: string }) => f.path === '/index.html')!.body;
    expect(home).toContain('<div id="root"><main>/</main></div>');
    expect(home).toContain('<title>Title /</title>');
    expect(home).toContain('og:title');
  });

  it("links the notes' feeds from every page, and a tag's page to its own feeds too", async () => {
    const note = {
      id: 'n1',
      address: 'first',
      earlierAddresses: [],
      title: 'First',
      summary: 'S',
      html: '<p>B</p>',
      tags: ['C++'],
      publishedAt: new Date('2026-03-01T00:00:00Z'),
      createdAt: null,
      image: '',
    };
    const { files } = await renderSite({ ...content, notes: [note] }, build);
    const feedLinks = (path: string) =>
      [
        ...bodyOf(files, path).matchAll(
          /<link rel="alternate" type="([^"]+)" title="[^"]+" href="([^"]+)">/g,
        ),
      ].map(([, type, href]) => `${type} ${href}`);
    const site = [
      'application/rss+xml /feed.xml',
      'application/atom+xml /atom.xml',
      'application/feed+json /feed.json',
    ];
    for (const page of [...staticPages, '/projects/p1.html', '/notes/first.html']) {
      expect(feedLinks(page)).toEqual(site);
    }
    expect(feedLinks('/notes/tags/cpp.html')).toEqual([
      ...site,
      'application/rss+xml /notes/tags/cpp/feed.xml',
      'application/atom+xml /notes/tags/cpp/atom.xml',
      'application/feed+json /notes/tags/cpp/feed.json',
    ]);
    expect(bodyOf(files, '/notes/tags/cpp.html')).toContain(
      'title="Alex Morgan — Notes tagged “C++” (Atom)"',
    );
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([...siteFeeds, '/notes/tags/cpp/feed.xml', '/notes/tags/cpp/atom.xml']),
    );
  });

  it('renders the not-found page as /404.html, from an address only the catch-all route matches', async () => {
    const { files } = await renderSite(content, build);
    const notFound = bodyOf(files, '/404.html');
    expect(notFound).toContain('<div id="root"><main>/404</main></div>');
    // A dead link is no page of the site: not in the sitemap.
    expect(bodyOf(files, '/sitemap.xml')).not.toContain('404');
  });

  it('skips and names a project page that cannot be rendered, and publishes every other page', async () => {
    const broken: SiteBuild = {
      ...build,
      app: {
        ...app,
        renderPage: async (path, entries) => {
          if (path.endsWith('/crashes')) throw new Error('Cannot read properties of undefined');
          return app.renderPage(path, entries);
        },
      },
    };
    const { files, skipped } = await renderSite(
      { ...content, projects: [project('p1'), project('evil\\..\\id'), project('crashes')] },
      broken,
    );
    expect(pathsOf(files)).toEqual(
      sorted([...staticPages, ...siteFeeds, '/projects/p1.html', '/robots.txt', '/sitemap.xml']),
    );
    expect(skipped).toEqual([
      { path: '/projects/evil%5C..%5Cid', reason: expect.stringMatching(/outside web\/dist/) },
      { path: '/projects/crashes', reason: 'Cannot read properties of undefined' },
    ]);
    const sitemap = bodyOf(files, '/sitemap.xml');
    expect(sitemap).toContain('/projects/p1<');
    expect(sitemap).not.toContain('evil');
    expect(sitemap).not.toContain('crashes');
  });

  it('adds the data files the pages read (rendered case studies) beside the pages', async () => {
    const withData = { ...content, projects: [project('p1', { caseStudy: { html: '<p>x</p>' } })] };
    const { files } = await renderSite(withData, build);
    expect(bodyOf(files, '/projects/p1.case-study.json')).toBe('{"html":"<p>x</p>"}');
    expect(siteHash(files)).not.toBe(
      siteHash((await renderSite({ ...content, projects: [project('p1')] }, build)).files),
    );
  });

  it('renders the pages that follow from the content read, such as a project’s notebooks', async () => {
    const notebook = {
      id: 'n1',
      createdAt: null,
      view: { kind: 'rendered' },
      images: [{ name: '0123abcd.png', bytes: new Uint8Array([1, 2]) }],
    };
    const { files } = await renderSite(
      { ...content, projects: [project('p1', { notebooks: [notebook] })] },
      build,
    );
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        '/projects/p1/notebooks/n1.html',
        '/projects/p1/notebooks/n1.json',
        '/projects/p1/notebooks/n1.0123abcd.png',
      ]),
    );
    expect(bodyOf(files, '/sitemap.xml')).toContain('/projects/p1/notebooks/n1<');
  });

  it('puts a notebook whose file could not be read live with its note, names it, and renders the rest', async () => {
    const good = { id: 'good', createdAt: null, view: { kind: 'rendered' }, images: [] };
    const broken = {
      id: 'broken',
      createdAt: null,
      view: { kind: 'unavailable' },
      images: [],
      failure: 'Notebook download: HTTP 404',
    };
    const { files, skipped, partial } = await renderSite(
      { ...content, projects: [project('p1', { notebooks: [good, broken] }), project('p 2')] },
      build,
    );
    expect(pathsOf(files)).toEqual(
      sorted([
        ...staticPages,
        '/projects/p1.html',
        '/projects/p 2.html',
        '/projects/p1/notebooks/good.html',
        '/projects/p1/notebooks/good.json',
        '/projects/p1/notebooks/broken.html',
        '/projects/p1/notebooks/broken.json',
        ...siteFeeds,
        '/robots.txt',
        '/sitemap.xml',
      ]),
    );
    // A visit that starts elsewhere reads the same note the page was rendered with.
    expect(bodyOf(files, '/projects/p1/notebooks/broken.json')).toBe('{"kind":"unavailable"}');
    expect(skipped).toEqual([]);
    expect(partial).toEqual([
      { path: '/projects/p1/notebooks/broken', reason: 'Notebook download: HTTP 404' },
    ]);
    // The page is live and says what a visitor needs, so crawlers may still find it.
    expect(bodyOf(files, '/sitemap.xml')).toContain('/projects/p1/notebooks/broken<');
  });

  it('sends a project’s earlier addresses on to its page, never in place of another project’s page', async () => {
    const moved = {
      ...content,
      projects: [project('new-name', { earlierAddresses: ['doc-id', 'old-name', 'p1'] }), project('p1')],
    };
    const { files } = await renderSite(moved, build);
    expect(bodyOf(files, '/projects/old-name.html')).toContain(
      'url=https://alex.example.com/projects/new-name"',
    );
    expect(bodyOf(files, '/projects/doc-id.html')).toContain('/projects/new-name');
    expect(bodyOf(files, '/projects/p1.html')).toContain('<main>/projects/p1</main>');
  });

  it("renders each paper's page with its citations beside it, in the sitemap after the projects", async () => {
    const hostile = '<script>alert(1)</script>';
    const papers = {
      ...content,
      publications: [
        paper('calibrated', { citations: cited(hostile), createdAt: new Date('2026-03-04T00:00:00Z') }),
        paper('thesis', { citations: cited('Thesis') }),
      ],
    };
    const { files, skipped, partial } = await renderSite(papers, build);
    expect(skipped).toEqual([]);
    expect(partial).toEqual([]);
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        '/publications.html',
        '/publications/calibrated.html',
        '/publications/calibrated.cite.json',
        '/publications/thesis.html',
        '/publications/thesis.cite.json',
      ]),
    );
    // The five strings as they were made, markup kept as characters (JSON, read as text).
    expect(JSON.parse(bodyOf(files, '/publications/calibrated.cite.json'))).toEqual(cited(hostile));
    const sitemap = bodyOf(files, '/sitemap.xml');
    const locations = [...sitemap.matchAll(/<loc>https:\/\/alex\.example\.com([^<]*)<\/loc>/g)].map(
      (m) => m[1],
    );
    expect(locations.slice(-4)).toEqual([
      '/projects/p1',
      '/projects/p%202',
      '/publications/calibrated',
      '/publications/thesis',
    ]);
    expect(sitemap).toContain(
      '<loc>https://alex.example.com/publications/calibrated</loc>\n    <lastmod>2026-03-04</lastmod>',
    );
    // The list takes the newest paper's date.
    expect(sitemap).toContain(
      '<loc>https://alex.example.com/publications</loc>\n    <lastmod>2026-03-04</lastmod>',
    );
  });

  it('puts a paper whose citations could not be made live without them, and names it', async () => {
    const { files, skipped, partial } = await renderSite(
      {
        ...content,
        publications: [
          paper('odd', { failure: 'citation-js: bad date' }),
          paper('fine', { citations: cited('x') }),
        ],
      },
      build,
    );
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        '/publications/odd.html',
        '/publications/fine.html',
        '/publications/fine.cite.json',
      ]),
    );
    expect(files.map((f) => f.path)).not.toContain('/publications/odd.cite.json');
    expect(skipped).toEqual([]);
    expect(partial).toEqual([{ path: '/publications/odd', reason: 'citation-js: bad date' }]);
    expect(bodyOf(files, '/sitemap.xml')).toContain('/publications/odd<');
  });

  it('sends a paper’s earlier addresses on to its page; a project may share an address with it', async () => {
    const moved = {
      ...content,
      projects: [project('p1')],
      publications: [paper('new-paper', { earlierAddresses: ['pub-id', 'old-paper', 'p1'] }), paper('kept')],
    };
    const { files } = await renderSite(moved, build);
    expect(bodyOf(files, '/publications/old-paper.html')).toContain(
      'url=https://alex.example.com/publications/new-paper"',
    );
    expect(bodyOf(files, '/publications/pub-id.html')).toContain('/publications/new-paper');
    // Projects and papers live in separate folders: the project's own address stays its page.
    expect(bodyOf(files, '/publications/p1.html')).toContain('/publications/new-paper');
    expect(bodyOf(files, '/projects/p1.html')).toContain('<main>/projects/p1</main>');
    expect(bodyOf(files, '/sitemap.xml')).not.toContain('old-paper');
  });

  it("renders each note's page with its body beside it, and each tag's page, in the sitemap", async () => {
    const hostile = { html: '<p>&lt;script&gt;</p>', toc: [], math: true, code: false, minutes: 3 };
    const notes = {
      ...content,
      notes: [
        note('newest', {
          tags: ['C++', 'Time series'],
          body: hostile,
          publishedAt: new Date('2026-04-02T00:00:00Z'),
        }),
        note('older', { tags: ['time-series', '数据'] }),
      ],
    };
    const { files, skipped, partial } = await renderSite(notes, build);
    expect(skipped).toEqual([]);
    expect(partial).toEqual([]);
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        '/notes.html',
        '/notes/newest.html',
        '/notes/newest.body.json',
        '/notes/older.html',
        '/notes/older.body.json',
        '/notes/tags/cpp.html',
        '/notes/tags/time-series.html',
        '/notes/tags/数据.html',
      ]),
    );
    expect(JSON.parse(bodyOf(files, '/notes/newest.body.json'))).toEqual(hostile);
    const sitemap = bodyOf(files, '/sitemap.xml');
    expect(sitemap).toContain(
      '<loc>https://alex.example.com/notes/newest</loc>\n    <lastmod>2026-04-02</lastmod>',
    );
    // A tag's page takes its newest note's date; two spellings of one tag share a page.
    expect(sitemap).toContain(
      '<loc>https://alex.example.com/notes/tags/time-series</loc>\n    <lastmod>2026-04-02</lastmod>',
    );
    expect(sitemap).toContain('/notes/tags/%E6%95%B0%E6%8D%AE<');
    expect(sitemap).toContain('<loc>https://alex.example.com/notes</loc>\n    <lastmod>2026-04-02</lastmod>');
  });

  it('puts a note whose body could not be rendered live without its body file, and names it', async () => {
    const { files, skipped, partial } = await renderSite(
      {
        ...content,
        notes: [note('odd', { body: undefined, html: '', failure: 'KaTeX: bad input' }), note('fine')],
      },
      build,
    );
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['/notes/odd.html', '/notes/fine.html', '/notes/fine.body.json']),
    );
    expect(files.map((f) => f.path)).not.toContain('/notes/odd.body.json');
    expect(skipped).toEqual([]);
    expect(partial).toEqual([{ path: '/notes/odd', reason: 'KaTeX: bad input' }]);
  });

  it('sends a note’s earlier addresses on to its page; a paper may share an address with it', async () => {
    const moved = {
      ...content,
      publications: [paper('shared')],
      notes: [note('new-note', { earlierAddresses: ['note-id', 'old-note', 'shared'] }), note('kept')],
    };
    const { files } = await renderSite(moved, build);
    expect(bodyOf(files, '/notes/old-note.html')).toContain('url=https://alex.example.com/notes/new-note"');
    expect(bodyOf(files, '/notes/note-id.html')).toContain('/notes/new-note');
    expect(bodyOf(files, '/notes/shared.html')).toContain('/notes/new-note');
    expect(bodyOf(files, '/publications/shared.html')).toContain('<main>/publications/shared</main>');
    expect(bodyOf(files, '/sitemap.xml')).not.toContain('old-note');
  });

  it('still fails when not one page could be rendered', async () => {
    const down: SiteBuild = {
      ...build,
      app: {
        ...app,
        renderPage: async () => {
          throw new Error('The SSR build is broken');
        },
      },
    };
    await expect(renderSite(content, down)).rejects.toThrow(/The SSR build is broken/);
  });

  it('fails rather than render pages from no content at all', async () => {
    const down = { ...content, entries: {}, failures: ['projects: unavailable'] };
    await expect(renderSite(down, build)).rejects.toThrow(/Firestore answered nothing/);
  });
});

describe('renderSite with every output, from a content value built by hand', { timeout: 60_000 }, () => {
  const full: SiteBuild = { ...build, cvFonts: loadCvFonts(), shareImageFonts: loadShareImageFonts() };
  const rich: SiteContent = {
    ...content,
    projects: [
      project('p1', {
        earlierAddresses: ['p1-id'],
        caseStudy: { html: '<p>Case</p>' },
        notebooks: [{ id: 'n1', createdAt: null, view: { cells: [] }, images: [] }],
      }),
    ],
    publications: [paper('paper-1', { earlierAddresses: ['pub-1'], citations: cited('Paper') })],
  };

  it('writes the pages, their data, redirects, sitemap, robots, the CV and the share image', async () => {
    const { files, skipped, partial, renderedAt } = await renderSite(rich, full);
    expect(skipped).toEqual([]);
    expect(partial).toEqual([]);
    expect(renderedAt).toBe(rich.readAt);
    expect(pathsOf(files)).toEqual(
      sorted([
        ...staticPages,
        '/projects/p1.html',
        '/projects/p1.case-study.json',
        '/projects/p1/notebooks/n1.html',
        '/projects/p1/notebooks/n1.json',
        '/projects/p1-id.html',
        '/publications/paper-1.html',
        '/publications/paper-1.cite.json',
        '/publications/pub-1.html',
        ...siteFeeds,
        '/sitemap.xml',
        '/robots.txt',
        '/cv.pdf',
        '/resume.json',
        '/share-image.png',
      ]),
    );
    const png = files.find((f) => f.path === '/share-image.png')!.body as Uint8Array;
    expect([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
    expect(bodyOf(files, '/resume.json')).toContain('Alex Morgan');
    expect(files.map((f) => f.path)).toEqual(
      expect.arrayContaining([
        '/pagefind/pagefind.js',
        '/pagefind/pagefind-entry.json',
        '/pagefind/offline.json',
      ]),
    );
  });

  it('renders the same content to the same files, byte for byte, and leaves the content as it was', async () => {
    const before = structuredClone(rich);
    const first = await renderSite(rich, full);
    const second = await renderSite(rich, full);
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
    for (const [i, file] of first.files.entries()) {
      expect(Buffer.from(second.files[i]!.body).equals(Buffer.from(file.body)), file.path).toBe(true);
    }
    expect(siteHash(second.files, second.renderedAt)).toBe(siteHash(first.files, first.renderedAt));
    expect(rich).toEqual(before);
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

  it('removes the pages and citations of papers that are gone, and keeps the list page', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(dir, 'publications'));
    writeFileSync(join(dir, 'publications', 'gone.html'), 'old');
    writeFileSync(join(dir, 'publications', 'gone.cite.json'), '{}');
    writeFileSync(join(dir, 'publications.html'), 'list');
    const removed = writeSite(dir, [
      { path: '/publications/kept.html', body: 'kept' },
      { path: '/publications/kept.cite.json', body: '{}' },
    ]);
    expect(removed.sort()).toEqual(['/publications/gone.cite.json', '/publications/gone.html']);
    expect(readFileSync(join(dir, 'publications', 'kept.cite.json'), 'utf8')).toBe('{}');
    expect(readFileSync(join(dir, 'publications.html'), 'utf8')).toBe('list');
  });

  it('removes the pages, bodies and tag pages (with their feeds) of notes and tags that are gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    const tags = join(dir, 'notes', 'tags');
    mkdirSync(join(tags, 'gone'), { recursive: true });
    mkdirSync(join(tags, 'kept'), { recursive: true });
    for (const name of ['gone.html', 'gone.body.json', 'kept.body.json'])
      writeFileSync(join(dir, 'notes', name), 'old');
    for (const name of ['gone.html', 'gone/feed.xml', 'gone/atom.xml', 'kept/feed.json']) {
      writeFileSync(join(tags, name), 'old');
    }
    writeFileSync(join(dir, 'notes.html'), 'list');
    writeFileSync(join(dir, 'feed.xml'), 'feed');
    const removed = writeSite(dir, [
      { path: '/notes/kept.html', body: 'kept' },
      { path: '/notes/kept.body.json', body: '{}' },
      { path: '/notes/tags/kept.html', body: 'tag' },
      { path: '/notes/tags/kept/feed.xml', body: 'feed' },
    ]);
    expect(removed.sort()).toEqual([
      '/notes/gone.body.json',
      '/notes/gone.html',
      '/notes/tags/gone.html',
      '/notes/tags/gone/atom.xml',
      '/notes/tags/gone/feed.xml',
      '/notes/tags/kept/feed.json',
    ]);
    expect(readFileSync(join(dir, 'notes', 'kept.body.json'), 'utf8')).toBe('{}');
    expect(readFileSync(join(tags, 'kept', 'feed.xml'), 'utf8')).toBe('feed');
    expect(readFileSync(join(dir, 'notes.html'), 'utf8')).toBe('list');
    expect(readFileSync(join(dir, 'feed.xml'), 'utf8')).toBe('feed');
  });

  it("replaces the search index as a whole: an older index's files go, the new ones stay", () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(dir, 'pagefind', 'fragment'), { recursive: true });
    writeFileSync(join(dir, 'pagefind', 'fragment', 'en_old.pf_fragment'), 'old');
    writeFileSync(join(dir, 'pagefind', 'pagefind-entry.json'), 'old');
    const removed = writeSite(dir, [
      { path: '/pagefind/pagefind-entry.json', body: 'new' },
      { path: '/pagefind/fragment/en_new.pf_fragment', body: 'new' },
    ]);
    expect(removed).toEqual([]);
    expect(existsSync(join(dir, 'pagefind', 'fragment', 'en_old.pf_fragment'))).toBe(false);
    expect(readFileSync(join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')).toBe('new');
    expect(readFileSync(join(dir, 'pagefind', 'fragment', 'en_new.pf_fragment'), 'utf8')).toBe('new');
  });

  it('refuses a path outside the folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'site-'));
    expect(() => writeSite(dir, [{ path: '/../escape.html', body: 'x' }])).toThrow(/Refusing/);
  });
});
