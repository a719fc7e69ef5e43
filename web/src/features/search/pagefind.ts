// The site's Pagefind index: made at publish time and served under /pagefind/, never bundled.
import { SEARCH_INDEX_DIR } from '@portfolio/model/search';

export interface PagefindResultData {
  url: string;
  /** HTML: the matched words in <mark>, everything else to be shown as text. */
  excerpt: string;
  meta: { title?: string; type?: string };
}

export interface PagefindResult {
  id: string;
  score: number;
  data: () => Promise<PagefindResultData>;
}

export interface PagefindSearchOptions {
  filters?: Record<string, string>;
}

/** The part of Pagefind's JS API the dialog uses. */
export interface Pagefind {
  search: (query: string, options?: PagefindSearchOptions) => Promise<{ results: PagefindResult[] }>;
  filters: () => Promise<Record<string, Record<string, number>>>;
}

export type PagefindLoader = () => Promise<Pagefind>;

/** A variable, so neither Vite nor TypeScript tries to resolve the published index at build time. */
const PAGEFIND_URL = `${SEARCH_INDEX_DIR}pagefind.js`;

interface PagefindModule extends Pagefind {
  options: (options: { excerptLength?: number; noWorker?: boolean }) => Promise<void>;
  init: () => Promise<void>;
}

/** A load that neither answers nor fails (a stalled connection) ends as a failure the dialog can show. */
const LOAD_TIMEOUT_MS = 20_000;

let loading: Promise<Pagefind> | null = null;

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`The search index did not load in ${ms} ms`)), ms),
  );
}

/** Loads and starts Pagefind once; a failed load is forgotten, so Try again fetches again. */
export function loadPagefind(): Promise<Pagefind> {
  const start = async () => {
    const pagefind = (await import(/* @vite-ignore */ PAGEFIND_URL)) as PagefindModule;
    // In the page: the render ships no worker, which would cost the first query 13 KB more.
    await pagefind.options({ excerptLength: 24, noWorker: true });
    await pagefind.init();
    return pagefind;
  };
  loading ??= Promise.race([start(), timeout(LOAD_TIMEOUT_MS)]).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
