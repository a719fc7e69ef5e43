// The rendering of the whole static site, shared by `npm run prerender` (first deploy, from a
// terminal) and the publish-site function (later publishes, from the admin area): the same pages,
// share tags, JSON-LD, sitemap and robots either way. Nothing here touches the disk or the network
// itself, so the function can put the result anywhere (the Hosting emulator's folder, or a new
// Hosting version).
import { createHash } from 'node:crypto';
import { CONTENT_MARK_KEY } from '@portfolio/model/page-contract';
import { pageAssets, pageFile, type Manifest } from './assets';
import { headTags } from './head';
import { imagePreload } from './image-preload';
import { injectPage, type BootScript } from './inject';
import type { CvContent } from '@portfolio/model/cv';
import type { SkippedPage } from '@portfolio/model/site-publish';
import { cvFiles } from './cv-files';
import { redirectFile, type Redirect } from './redirect-page';
import type { CvPdfFonts } from './cv-pdf';
import type { SiteFile } from './site-file';

type CacheEntries = Record<string, { data: unknown; savedAt: number }>;

/** What the app's SSR build (web/src/entry-server.tsx) offers the renderer. */
export interface SiteServer {
  /** `projectAddresses`: each project's address on the site (its slug, or its id while it has none). */
  loadPublicContent(): Promise<{ entries: CacheEntries; projectAddresses: string[]; failures: string[] }>;
  /** `entries`: the content read, for pages that follow from it (a project's notebooks). */
  publicPaths(projectAddresses: readonly string[], entries?: CacheEntries): string[];
  /** Addresses that moved (a renamed project's old slugs, its id): small pages that send visitors on. */
  redirects?(entries: CacheEntries): Redirect[];
  renderPage(
    path: string,
    entries: CacheEntries,
  ): Promise<{
    html: string;
    title: string;
    description: string;
    /** Canonical link, Open Graph, Twitter card and JSON-LD, for the page's <head>. */
    seoHead: string;
    /** The content this page read, serialized to embed beside it. */
    snapshot: string;
    /** Ids of the matched routes: for public pages, their module under src/. */
    routeIds: string[];
    /** The lazy sections it rendered, modules under src/ as well. */
    sections?: string[];
  }>;
  /** `skipped`: site paths of pages the render left out, kept out of the sitemap too. */
  crawlerFiles(entries: CacheEntries, skipped?: readonly string[]): { sitemap: string; robots: string };
  /** Files the pages read besides their embedded content (rendered case studies). */
  dataFiles?(entries: CacheEntries): SiteFile[];
  /** What the CV (/cv.pdf, /resume.json) is made from; without it the render writes no CV files. */
  cvContent?(entries: CacheEntries): CvContent;
  colorSchemeScript: string;
  firestoreOrigin: string;
  bootScript: BootScript;
}

/** The client build a render goes with: its app shell (HTML) and its manifest. */
export interface ClientBuild {
  shell: string;
  manifest: Manifest;
  /** Font files to preload on every page (latinFonts). */
  fonts?: readonly string[];
  /** The build's small stylesheets' text by file name (its .vite/inline-styles.json), put in pages. */
  inlineStyles?: Readonly<Record<string, string>>;
  /** The faces the CV's PDF embeds (loadCvFonts, or bundled with the function). */
  cvFonts?: CvPdfFonts;
}

/**
 * Project pages live in this folder of the site, with their data files (a rendered case study as
 * .json) and their notebooks' pages (in <project>/notebooks/, with their data and images); a
 * publish owns every .html and .json file in it and every file of a notebooks folder.
 */
export const PROJECT_PAGES_DIR = 'projects';

/** The folder of a project's notebook pages, inside PROJECT_PAGES_DIR/<project>/. */
export const NOTEBOOK_PAGES_DIR = 'notebooks';

/** The project pages as a regular expression that Hosting's RE2 also reads (versions:clone exclude). */
export const PROJECT_PAGES_PATTERN = `^/${PROJECT_PAGES_DIR}/[^/]+(\\.(html|json)|/${NOTEBOOK_PAGES_DIR}/[^/]+)$`;

/**
 * True for the files a publish replaces as a whole set: project pages. One that the new set lacks
 * belongs to a deleted project and must go, so its URL answers what any unknown URL answers.
 */
export function isProjectPage(path: string): boolean {
  return new RegExp(PROJECT_PAGES_PATTERN).test(path);
}

/**
 * Every page, /sitemap.xml and /robots.txt as { path: '/index.html', body } (site paths, sorted),
 * from the content Firestore has now. A page that cannot be rendered (a project whose content
 * breaks the page, or whose path cannot be a file) is left out and named in `skipped` with the
 * reason: one bad document must not keep every other page from going live. The sitemap leaves
 * it out too, so crawlers are not sent to a page that was not written.
 */
export async function renderSite(server: SiteServer, build: ClientBuild) {
  const { cvFonts } = build;
  const { entries, projectAddresses, failures } = await server.loadPublicContent();
  if (failures.length && !Object.keys(entries).length) {
    throw new Error(`Firestore answered nothing (${failures[0]})`);
  }
  // One time for the whole render: the embedded snapshots say when their content was read (the
  // browser keeps the newer of it and its own cache), and siteHash can leave that time out.
  const renderedAt = Math.max(0, ...Object.values(entries).map((e) => e.savedAt));
  for (const entry of Object.values(entries)) entry.savedAt = renderedAt;
  const files: SiteFile[] = [];
  const skipped: SkippedPage[] = [];
  for (const path of server.publicPaths(projectAddresses, entries)) {
    try {
      files.push(await renderFile(server, path, entries, build));
    } catch (error) {
      skipped.push({ path, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  if (!files.length) throw new Error(`no page could be rendered (${skipped[0]?.reason ?? 'no pages'})`);
  const { sitemap, robots } = server.crawlerFiles(
    entries,
    skipped.map((s) => s.path),
  );
  files.push({ path: '/sitemap.xml', body: sitemap }, { path: '/robots.txt', body: robots });
  files.push(...(server.dataFiles?.(entries) ?? []));
  const written = new Set(files.map((f) => f.path));
  for (const redirect of server.redirects?.(entries) ?? []) {
    try {
      const file = redirectFile(redirect);
      // A page of its own always wins over an old address that happens to match it.
      if (!written.has(file.path)) files.push(file);
    } catch (error) {
      skipped.push({ path: redirect.from, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  if (server.cvContent && cvFonts) files.push(...(await cvFiles(server.cvContent(entries), cvFonts)));
  files.sort((a, b) => a.path.localeCompare(b.path));
  return { files, projectAddresses, failures, entries, renderedAt, skipped };
}

/** One page as the file Hosting serves; throws when the page cannot be rendered or placed. */
async function renderFile(
  server: SiteServer,
  path: string,
  entries: CacheEntries,
  { shell, manifest, fonts = [], inlineStyles }: ClientBuild,
): Promise<SiteFile> {
  const file = `/${pageFile(path)}`;
  const page = await server.renderPage(path, entries);
  const head = [
    server.colorSchemeScript,
    headTags({
      manifest,
      routeIds: page.routeIds,
      sections: page.sections ?? [],
      preconnect: server.firestoreOrigin,
      fonts,
      inlineStyles,
    }),
    imagePreload(page.html),
    page.seoHead,
  ]
    .filter(Boolean)
    .join('\n    ');
  const { scripts } = pageAssets(manifest, page.routeIds);
  return { path: file, body: injectPage(shell, { ...page, head, chunks: scripts }, server.bootScript) };
}

/** The content mark in a page's embedded content, with its value. */
const CONTENT_MARK = new RegExp(`"${CONTENT_MARK_KEY}":\\{"data":(\\d+|null)`, 'g');

/** A page's text without what changes though the content does not: the read time and the mark. */
function stableText(body: string, stamp: string | null): string {
  const timeless = stamp ? body.split(stamp).join('"savedAt":0') : body;
  return timeless.replace(CONTENT_MARK, `"${CONTENT_MARK_KEY}":{"data":0`);
}

/**
 * One hash of the whole rendered site: equal hashes mean visitors would get the same pages, so a
 * publish with an equal hash has nothing new to put live. The read time in the embedded snapshots
 * (`renderedAt`) changes on every render and is left out. So is the content mark: it moves on
 * every write, including one undone since or one to a document no page shows, and pages that
 * carry an older mark only refresh their content once more than they need to.
 */
export function siteHash(files: readonly SiteFile[], renderedAt?: number): string {
  const stamp = renderedAt === undefined ? null : `"savedAt":${renderedAt}`;
  const hash = createHash('sha256');
  for (const { path, body, hashKey } of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const stable = hashKey ?? (typeof body === 'string' ? stableText(body, stamp) : body);
    hash.update(path).update('\0').update(createHash('sha256').update(stable).digest('hex')).update('\n');
  }
  return hash.digest('hex');
}
