import { vi } from 'vitest';
import type { ResultType } from '@/features/search/messages';
import type { Pagefind, PagefindResult, PagefindSearchOptions } from '@/features/search/pagefind';

export interface FakePage {
  url: string;
  title: string;
  type: ResultType;
  /** Pagefind's excerpt: HTML, with the matched words in <mark>. */
  excerpt: string;
}

/**
 * A stand-in for the published index: a page matches when its title or excerpt contains the
 * query. `data` counts the fragment loads, as each costs the real index a request.
 */
export function fakePagefind(pages: FakePage[]) {
  const data = vi.fn();
  const search = vi.fn(
    async (query: string, options?: PagefindSearchOptions): Promise<{ results: PagefindResult[] }> => {
      const wanted = query.toLowerCase();
      const type = options?.filters?.type;
      const matches = pages.filter(
        (page) =>
          (!type || page.type === type) && `${page.title} ${page.excerpt}`.toLowerCase().includes(wanted),
      );
      return {
        results: matches.map((page) => ({
          id: page.url,
          score: 1,
          data: async () => {
            data(page.url);
            return { url: page.url, excerpt: page.excerpt, meta: { title: page.title, type: page.type } };
          },
        })),
      };
    },
  );
  const filters = vi.fn(async () => {
    const type: Record<string, number> = {};
    for (const page of pages) type[page.type] = (type[page.type] ?? 0) + 1;
    return { type };
  });
  const pagefind: Pagefind = { search, filters };
  return { pagefind, search, filters, data };
}
