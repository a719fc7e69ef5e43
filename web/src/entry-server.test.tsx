// @vitest-environment node
// @isolated: it runs in Node; between shared jsdom files it would end a jsdom worker early
// The prerenderer's own environment: no DOM, and the SSR branches of the components compiled in.
import { describe, expect, it } from 'vitest';
import { renderSite, type SiteContent } from '@portfolio/site-render';
import { cvContentFrom } from '@/data/public-content/cv-content';
import { publicQueries } from '@/data/public-content/queries';
import type { CacheEntries } from '@/data/public-content/store';
import type { Project } from '@/data/projects/model';
import { loadPublications } from '@/data/publications/site-content';
import { makePublication } from '@/test-utils/publication-fixtures';
import * as app from './entry-server';
import { renderPage } from './entry-server';

function contentFor(name: string): CacheEntries {
  const profile = {
    name,
    title: `${name} the data scientist`,
    tagline: `Tagline of ${name}`,
    profile_image: '',
  };
  return {
    [publicQueries.hero.key]: { data: profile, savedAt: 1 },
    [publicQueries.personalAll.key]: { data: profile, savedAt: 1 },
    [publicQueries.education.key]: { data: [], savedAt: 1 },
  };
}

describe('renderPage', () => {
  it('renders two pages at once, each with its own content, head tags and reads', async () => {
    expect(import.meta.env.SSR).toBe(true);
    const [ada, grace] = await Promise.all([
      renderPage('/about', contentFor('Ada Lovelace')),
      renderPage('/about', contentFor('Grace Hopper')),
    ]);
    expect(ada.html).toContain('Ada Lovelace');
    expect(ada.html).not.toContain('Grace Hopper');
    expect(grace.html).toContain('Grace Hopper');
    expect(grace.html).not.toContain('Ada Lovelace');
    expect(ada.seoHead).toContain('Ada Lovelace');
    expect(grace.seoHead).toContain('Grace Hopper');
    expect(ada.snapshot).toContain('Ada Lovelace');
    expect(ada.snapshot).not.toContain('Grace Hopper');
  });
});

describe("a paper's prerendered page", () => {
  const hostile = '<script>alert(1)</script>';

  it('carries Scholar tags and JSON-LD, embeds its citations, and shows markup as text everywhere', async () => {
    const entries = contentFor('Ada Lovelace');
    const paper = makePublication({
      id: 'pub-1',
      slug: 'calibrated',
      title: `${hostile} & Uncertainty`,
      authors: ['Zoe Adams', hostile, 'Ada Lovelace'],
      owner_author: 2,
      pdf_file_url: '',
      urls: { pdf: '/demo/files/paper.pdf', code: '', slides: '', video: '', poster: '' },
    });
    const [site] = loadPublications(entries, [paper]);
    const page = await renderPage('/publications/calibrated', entries);

    const named = (name: string) =>
      [
        ...page.seoHead.matchAll(new RegExp(`<meta name="${name}" content="([^"]*)" data-page-meta>`, 'g')),
      ].map((m) => m[1]);
    expect(named('citation_title')).toEqual(['&lt;script&gt;alert(1)&lt;/script&gt; &amp; Uncertainty']);
    expect(named('citation_author')).toEqual([
      'Zoe Adams',
      '&lt;script&gt;alert(1)&lt;/script&gt;',
      'Ada Lovelace',
    ]);
    expect(named('citation_publication_date')).toEqual(['2024/08']);
    expect(named('citation_conference_title')).toEqual(['Proceedings of KDD 2024']);
    expect(named('citation_pdf_url')).toEqual([`${app.siteUrl.replace(/\/$/, '')}/demo/files/paper.pdf`]);
    expect(named('citation_doi')).toEqual(['10.1145/3637528.3671000']);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(page.seoHead)![1]!;
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'ScholarlyArticle', headline: paper.title });

    // Nothing the paper holds becomes an element: not in the page, its head or its embedded content.
    for (const text of [page.html, page.seoHead, page.snapshot]) expect(text).not.toContain('<script>alert');
    expect(page.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Uncertainty');
    expect(page.html).toMatch(/<strong>Ada Lovelace<\/strong>/);
    // The citations were made here, once, and the page carries them: its browser runs no engine.
    const embedded = JSON.parse(page.snapshot) as Record<string, { data: unknown }>;
    expect(embedded[publicQueries.citations('calibrated').key]?.data).toEqual(site!.citations);
    expect(site!.citations!.bibtex).toContain('<script>alert(1)</script>');
    expect(site!.citations!.apa).toMatch(/^Adams, Z\./);
  });
});

describe('renderSite over the app', () => {
  // The client build's app shell and manifest, as small as a build makes them.
  const entry = 'assets/index-1.js';
  const shell = `<!doctype html><html><head><script type="module" src="/${entry}"></script></head><body><div id="root"></div></body></html>`;
  const manifest = { 'index.html': { file: entry } };
  const project: Project = {
    id: 'p1',
    slug: 'analytical-engine',
    title: 'The Analytical Engine',
    description: 'A general-purpose computer, on paper.',
    image_url: '',
    tags: ['maths'],
    featured: true,
    category: 'data',
    code_url: '',
    live_url: '',
    created_at: new Date('2026-02-03T00:00:00Z'),
    status: 'published',
    publish_at: null,
  };

  it('renders a content value built by hand, with no Firestore to read', { timeout: 60_000 }, async () => {
    const entries: CacheEntries = {
      ...contentFor('Ada Lovelace'),
      [publicQueries.projects.key]: { data: [project], savedAt: 1 },
      [publicQueries.project('analytical-engine').key]: { data: project, savedAt: 1 },
    };
    const content: SiteContent = {
      siteUrl: 'https://ada.example.com',
      entries,
      readAt: 1,
      failures: [],
      projects: [
        {
          address: 'analytical-engine',
          earlierAddresses: ['p1'],
          createdAt: project.created_at,
          notebooks: [],
        },
      ],
      publications: [],
      notes: [],
      profile: { name: 'Ada Lovelace', title: 'Mathematician', photo: null },
      cv: cvContentFrom({ personal: { name: 'Ada Lovelace' } }, 'https://ada.example.com'),
    };
    // The home page's lazy sections need the real build's manifest: it is skipped here.
    const { files } = await renderSite(content, { app, shell, manifest });
    const body = (path: string) => String(files.find((f) => f.path === path)?.body);
    expect(body('/about.html')).toContain('Ada Lovelace');
    expect(body('/projects/analytical-engine.html')).toContain('The Analytical Engine');
    expect(body('/projects/p1.html')).toContain('https://ada.example.com/projects/analytical-engine');
    expect(body('/sitemap.xml')).toContain('<loc>https://ada.example.com/projects/analytical-engine</loc>');
  });
});
