import { useCallback, useEffect, useState } from 'react';
import { SEARCH_TYPES } from '@portfolio/model/search';
import type { ResultType } from './messages';
import type { Pagefind, PagefindLoader } from './pagefind';
import { resultPath } from './result-path';
import { startOfflineWarmUp } from './warm-offline-cache';

/**
 * Results shown at first, and added by each 'Show more results': each costs a fragment fetch, and
 * five keep a broad first query (the engine, the index and the excerpts) under 100 KB.
 */
export const RESULTS_PER_PAGE = 5;

export interface ShownResult {
  id: string;
  /** The app's path (or an absolute URL) to open. */
  href: string;
  title: string;
  type: ResultType | null;
  /** Pagefind's excerpt: HTML with <mark>, rendered as text (ExcerptText). */
  excerpt: string;
}

export interface Answer {
  query: string;
  type: ResultType | null;
  /** Every match, of which `results` holds the first `limit`. */
  total: number;
  limit: number;
  results: ShownResult[];
}

type IndexState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; pagefind: Pagefind };

function isResultType(value: unknown): value is ResultType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
}

async function countsByType(pagefind: Pagefind): Promise<Partial<Record<ResultType, number>>> {
  try {
    const { type = {} } = await pagefind.filters();
    return Object.fromEntries(Object.entries(type).filter(([name]) => isResultType(name)));
  } catch {
    // The counts only decorate the filter row: the search works without them.
    return {};
  }
}

async function runSearch(
  pagefind: Pagefind,
  query: string,
  type: ResultType | null,
  limit: number,
): Promise<Answer> {
  const { results } = await pagefind.search(query, type ? { filters: { type } } : {});
  // Pagefind keeps the excerpts it fetched: showing more fetches only the new ones.
  const shown = await Promise.all(
    results.slice(0, limit).map(async (result): Promise<ShownResult> => {
      const data = await result.data();
      return {
        id: result.id,
        href: resultPath(data.url),
        title: data.meta.title?.trim() || data.url,
        type: isResultType(data.meta.type) ? data.meta.type : null,
        excerpt: data.excerpt,
      };
    }),
  );
  return { query, type, total: results.length, limit, results: shown };
}

/**
 * The search behind the dialog: loads the index when first used (the dialog mounts at its first
 * opening, so nothing under /pagefind/ is fetched before), then searches
 * at every change of the query or the type, with no delay; an answer that comes back after a
 * newer query began is dropped, so a slow early search never replaces a later one.
 */
export function useSiteSearch(loadPagefind: PagefindLoader) {
  const [index, setIndex] = useState<IndexState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [type, setType] = useState<ResultType | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [counts, setCounts] = useState<Partial<Record<ResultType, number>>>({});
  // How many results the visitor asked to see, for the query and type it was asked for.
  const [more, setMore] = useState({ query: '', type: null as ResultType | null, limit: RESULTS_PER_PAGE });

  useEffect(() => {
    let current = true;
    loadPagefind().then(
      (pagefind) => {
        if (!current) return;
        setIndex({ status: 'ready', pagefind });
        // After, not before, the index is ready: counting loads the filter files, and the
        // search need not wait for that.
        void countsByType(pagefind).then((byType) => current && setCounts(byType));
      },
      () => current && setIndex({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [loadPagefind, attempt]);

  const pagefind = index.status === 'ready' ? index.pagefind : null;
  const trimmed = query.trim();
  const limit = more.query === trimmed && more.type === type ? more.limit : RESULTS_PER_PAGE;
  useEffect(() => {
    if (!pagefind || !trimmed) return;
    let current = true;
    runSearch(pagefind, trimmed, type, limit).then(
      (next) => {
        if (!current) return;
        setAnswer(next);
        startOfflineWarmUp();
      },
      // A failed search keeps the previous answer; the next keystroke searches again.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [pagefind, trimmed, type, limit]);

  const showMore = useCallback(
    () => setMore({ query: trimmed, type, limit: limit + RESULTS_PER_PAGE }),
    [trimmed, type, limit],
  );

  const retry = useCallback(() => {
    setIndex({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return {
    status: index.status,
    counts,
    query,
    setQuery,
    type,
    setType,
    /** The answer to what is typed now; null while it is on its way, or with nothing typed. */
    answer:
      trimmed && answer?.query === trimmed && answer.type === type && answer.limit === limit ? answer : null,
    /** The last answer, shown while the next is on its way so the list does not flicker. */
    lastAnswer: trimmed ? answer : null,
    retry,
    showMore,
  };
}
