import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SEARCH_OFFLINE_LIST } from '@portfolio/model/search';
import type { SiteContent, SiteProject } from '../content';
import type { Rendered, SiteBuild } from '../output';
import type { SiteFile } from '../site-file';
import { indexedPageCount, searchIndex, searchablePages } from './search-index';

/** What Pagefind keeps of one page: a fragment is gzipped JSON after a signature. */
interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}

function fragments(files: readonly SiteFile[]): Fragment[] {
  return files
    .filter((f) => f.path.endsWith('.pf_fragment'))
    .map((f) => {
      const text = gunzipSync(f.body as Uint8Array).toString('utf8');
      return JSON.parse(text.slice(text.indexOf('{'))) as Fragment;
    })
    .sort((a, b) => a.url.localeCompare(b.url));
}

const page = (path: string, main: string): SiteFile => ({
  path: path === '/' ? '/index.html' : `${path}.html`,
  body: `<!doctype html><html lang="en"><head><title>Title of ${path} | Section | Alex</title></head><body><header>Menu Home About</header><main id="main"><h1>${path}</h1>${main}</main><footer>Footer words</footer></body></html>`,
});

const project = (address: string, notebookIds: string[] = []): SiteProject => ({
  address,
  earlierAddresses: [],
  createdAt: null,
  notebooks: notebookIds.map((id) => ({ id, createdAt: null, view: {}, images: [] })),
});

const content = {
  projects: [project('churn', ['nb1'])],
  publications: [{ address: 'forecasting', earlierAddresses: [], createdAt: null }],
  notes: [
    {
      id: 'n',
      address: 'hello',
      earlierAddresses: [],
      title: 'Hello',
      summary: '',
      html: '',
      tags: ['ml'],
      publishedAt: null,
      createdAt: null,
      image: '',
    },
  ],
} as unknown as SiteContent; // only the three lists the index reads

const pages: Rendered = {
  skipped: [],
  files: [
    page('/', '<p>Homeonlyword on the home page.</p>'),
    page('/projects', '<p>Listonlyword on the list.</p>'),
    page(
      '/projects/churn',
      '<p>The case study explains SHAP values for churn, weighing <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>w</mi><mo>=</mo><mn>6</mn></mrow><annotation encoding="application/x-tex">w = 6</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">w=6</span></span> positives.</p>',
    ),
    page('/projects/churn/notebooks/nb1', '<pre>print(shapley)</pre><pre>outputonlyword 0.93</pre>'),
    page('/publications/forecasting', '<p>Abstract: demand forecasting with &lt;script&gt; in text.</p>'),
    page('/notes/hello', '<p>A note body.</p>'),
    page('/notes/tags/ml', '<p>Tagonlyword.</p>'),
    page('/about', '<p>About the owner.</p>'),
    page('/experience', '<p>Experience words.</p>'),
    page('/skills', '<p>Kotlin.</p>'),
    page('/services', '<p>Consulting.</p>'),
    page('/cv', '<p>Curriculum.</p>'),
    page('/contact', '<p>Contactonlyword.</p>'),
    { path: '/sitemap.xml', body: '<urlset/>' },
  ],
};

const build = {} as SiteBuild; // the index reads only what the pages output wrote

describe('searchIndex', { timeout: 30_000 }, () => {
  it('indexes the pages of projects, notebooks, papers, notes and the owner, each with its type', async () => {
    const { files, skipped } = await searchIndex.render(content, build, pages);
    expect(skipped).toEqual([]);
    const indexed = fragments(files);
    expect(indexed.map((f) => [f.url, f.meta.type, f.filters.type])).toEqual([
      ['/about', 'page', ['page']],
      ['/cv', 'page', ['page']],
      ['/experience', 'page', ['page']],
      ['/notes/hello', 'note', ['note']],
      ['/projects/churn', 'project', ['project']],
      ['/projects/churn/notebooks/nb1', 'notebook', ['notebook']],
      ['/publications/forecasting', 'paper', ['paper']],
      ['/services', 'page', ['page']],
      ['/skills', 'page', ['page']],
    ]);
    expect(indexedPageCount(files)).toBe(9);
    // Titled as the tab is, without the site's name.
    expect(indexed.map((f) => f.meta.title)).toContain('Title of /projects/churn');
  });

  it('reads only the main part of a page, and markup written as text stays text', async () => {
    const { files } = await searchIndex.render(content, build, pages);
    const all = fragments(files)
      .map((f) => f.content)
      .join(' ');
    expect(all).toContain('SHAP values');
    // A formula once, as its MathML reads, not again as drawn and as TeX.
    expect(all).toMatch(/weighing w ?= ?6 positives/);
    expect(all).toContain('outputonlyword 0.93');
    expect(all).not.toMatch(/Menu|Footer words|Homeonlyword|Listonlyword|Tagonlyword|Contactonlyword/);
    const paper = fragments(files).find((f) => f.url === '/publications/forecasting')!;
    // The dialog shows excerpts as text; Pagefind escapes them when it cuts them from this.
    expect(paper.content).toContain('demand forecasting with <script> in text.');
  });

  it('leaves out a page the pages output skipped, and anything the content does not list', async () => {
    const withoutNote = { ...pages, files: pages.files.filter((f) => f.path !== '/notes/hello.html') };
    const { files } = await searchIndex.render(
      { ...content, projects: [] } as SiteContent,
      build,
      withoutNote,
    );
    const urls = fragments(files).map((f) => f.url);
    expect(urls).not.toContain('/notes/hello');
    expect(urls).not.toContain('/projects/churn');
    expect(urls).toContain('/publications/forecasting');
  });

  it("lists every file it serves for the dialog's offline copy, and leaves Pagefind's own interfaces out", async () => {
    const { files } = await searchIndex.render(content, build, pages);
    const paths = files.map((f) => f.path);
    expect(paths).toContain('/pagefind/pagefind.js');
    expect(paths).toContain('/pagefind/pagefind-entry.json');
    expect(paths.some((p) => /pagefind-(ui|modular-ui|component-ui|highlight|worker)\./.test(p))).toBe(false);
    // Every page is in English: the engine for pages in no language is never loaded.
    expect(paths.filter((p) => p.includes('/wasm.'))).toEqual(['/pagefind/wasm.en.pagefind']);
    const listed = JSON.parse(String(files.find((f) => f.path === SEARCH_OFFLINE_LIST)!.body)) as {
      files: string[];
    };
    expect(listed.files).toEqual(paths.filter((p) => p !== SEARCH_OFFLINE_LIST).sort());
  });

  it('makes the same files from the same pages, so an unchanged site stays unchanged', async () => {
    const first = await searchIndex.render(content, build, pages);
    const second = await searchIndex.render(content, build, pages);
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
    for (const [i, file] of first.files.entries()) {
      expect(Buffer.from(second.files[i]!.body).equals(Buffer.from(file.body)), file.path).toBe(true);
    }
  });

  it('lists every page it covers', () => {
    expect(searchablePages(content).map((p) => `${p.type} ${p.path}`)).toEqual([
      'project /projects/churn',
      'notebook /projects/churn/notebooks/nb1',
      'paper /publications/forecasting',
      'note /notes/hello',
      'page /about',
      'page /experience',
      'page /skills',
      'page /services',
      'page /cv',
    ]);
  });
});
