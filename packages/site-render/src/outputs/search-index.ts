// The site's full-text search index, built with Pagefind over the pages this render made: a
// project's page with its case study, each notebook page (its code, markdown and text outputs),
// papers with their abstracts, notes, and the pages about the owner. Only pages the render wrote
// are read, and the render reads only published content, so a draft never enters the index.
import { notebookPath, notePath, projectPath, PUBLIC_PATHS, publicationPath } from '@portfolio/model/routes';
import {
  SEARCH_INDEX_DIR,
  SEARCH_OFFLINE_LIST,
  SEARCH_TYPE_FILTER,
  type SearchType,
} from '@portfolio/model/search';
import { createIndex } from 'pagefind';
import { pageFile } from '../assets';
import type { SiteContent } from '../content';
import { only, type SiteOutput } from '../output';
import type { SiteFile } from '../site-file';

/**
 * The pages about the owner that search covers. The home page, the lists and the tag pages only
 * repeat what the pages they link to say, and would crowd every result list.
 */
const OWNER_PAGES = [
  PUBLIC_PATHS.about,
  PUBLIC_PATHS.experience,
  PUBLIC_PATHS.skills,
  PUBLIC_PATHS.services,
  PUBLIC_PATHS.cv,
];

/**
 * Pagefind's ready-made interfaces, and its worker: the site has its own dialog, which runs the
 * search in the page (a worker would cost a first query 13 KB more), so they would only be bytes
 * to upload on every publish and to fetch for the offline copy.
 */
const UNUSED_FILE = /^pagefind-(ui|modular-ui|component-ui|highlight|worker)\./;

/**
 * A formula is in a page three times: KaTeX's drawing, its MathML for screen readers, and the TeX
 * source inside that. Search reads it once, as the MathML's text ('w = 6', not 'w=6w = 6w=6').
 */
const SKIPPED_PARTS = ['.katex-html', 'annotation'];

interface IndexedPage {
  path: string;
  type: SearchType;
}

/** Every page search covers, with what it is. */
export function searchablePages({
  projects,
  publications,
  notes,
}: Pick<SiteContent, 'projects' | 'publications' | 'notes'>): IndexedPage[] {
  return [
    ...projects.flatMap((p) => [
      { path: projectPath(p.address), type: 'project' as const },
      ...p.notebooks.map((n) => ({ path: notebookPath(p.address, n.id), type: 'notebook' as const })),
    ]),
    ...publications.map((p) => ({ path: publicationPath(p.address), type: 'paper' as const })),
    ...notes.map((n) => ({ path: notePath(n.address), type: 'note' as const })),
    ...OWNER_PAGES.map((path) => ({ path, type: 'page' as const })),
  ];
}

/**
 * The page as Pagefind reads it: only its <main> (not the header, the footer or the menus every
 * page repeats), marked with its type as a filter and as a field of the result, and titled by its
 * <title> without the site's name ('CV', not the owner's name that heads the CV page).
 */
function indexedHtml(html: string, type: SearchType): string | null {
  const marked = html
    .replace(
      /<main\b/,
      `<main data-pagefind-body data-pagefind-filter="${SEARCH_TYPE_FILTER}:${type}" data-pagefind-meta="${SEARCH_TYPE_FILTER}:${type}"`,
    )
    .replace(
      /<title>([^<]*?)(?: \| [^<|]*)*<\/title>/,
      (_, title: string) => `<title data-pagefind-meta="title">${title}</title>`,
    );
  return marked.includes('data-pagefind-body') ? marked : null;
}

interface IndexEntry {
  languages: Record<string, { page_count: number; wasm: string | null }>;
}

/** The index's entry file, which names its languages; null when the site has no index. */
function entryOf(files: readonly SiteFile[]): IndexEntry | null {
  const entry = files.find((f) => f.path === `${SEARCH_INDEX_DIR}pagefind-entry.json`);
  if (!entry) return null;
  const body = typeof entry.body === 'string' ? entry.body : new TextDecoder().decode(entry.body);
  return JSON.parse(body) as IndexEntry;
}

/** How many pages an index holds, read from its entry file; 0 when the site has no index. */
export function indexedPageCount(files: readonly SiteFile[]): number {
  const languages = Object.values(entryOf(files)?.languages ?? {});
  return languages.reduce((sum, language) => sum + language.page_count, 0);
}

/**
 * The search engine files the index's languages load (every page is in English, so one of the
 * two Pagefind writes): the other would only be fetched for the offline copy, and never used.
 */
function usedWasm(files: readonly SiteFile[]): Set<string> {
  const languages = Object.values(entryOf(files)?.languages ?? {});
  return new Set(languages.map((language) => `wasm.${language.wasm ?? 'unknown'}.pagefind`));
}

/** The file a page was written to, or null for an address no file can have (pages skipped it). */
function writtenAs(path: string): string | null {
  try {
    return `/${pageFile(path)}`;
  } catch {
    return null;
  }
}

const failure = (errors: readonly string[]) =>
  new Error(`The search index could not be built: ${errors.join('; ')}`);

/**
 * Fails the render when Pagefind cannot build the index: a site whose search answers from another
 * publish's pages must not go live, and the last published site stays in place.
 */
export const searchIndex: SiteOutput = {
  async render(content, _build, before) {
    const written = new Map(before.files.map((f) => [f.path, f.body]));
    const { index, errors } = await createIndex({ excludeSelectors: SKIPPED_PARTS });
    if (!index) throw failure(errors);
    try {
      for (const { path, type } of searchablePages(content)) {
        const file = writtenAs(path);
        const body = file && written.get(file);
        if (body === undefined || body === null) continue; // skipped by the pages output, with its reason
        const html = indexedHtml(typeof body === 'string' ? body : new TextDecoder().decode(body), type);
        if (!html) continue;
        const added = await index.addHTMLFile({ url: path, content: html });
        if (added.errors.length) throw failure(added.errors);
      }
      const { files, errors: writeErrors } = await index.getFiles();
      if (writeErrors.length) throw failure(writeErrors);
      const served = files.map((f) => ({ path: `${SEARCH_INDEX_DIR}${f.path}`, body: f.content }));
      const wasm = usedWasm(served);
      const kept = served.filter(({ path }) => {
        const name = path.slice(SEARCH_INDEX_DIR.length);
        return !UNUSED_FILE.test(name) && (!name.startsWith('wasm.') || wasm.has(name));
      });
      const offline = { files: kept.map((f) => f.path).sort() };
      return only([...kept, { path: SEARCH_OFFLINE_LIST, body: JSON.stringify(offline) }]);
    } finally {
      await index.deleteIndex();
    }
  },
};
