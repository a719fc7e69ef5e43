import { citations } from '@portfolio/bibliography/cite';
import { publicationAddress } from '@portfolio/model/publications';
import type { SitePublication } from '@portfolio/site-render';
import { publicQueries } from '@/data/public-content/queries';
import type { CacheEntries } from '@/data/public-content/store';
import type { Publication } from './model';

/**
 * Every paper the site read, as its page needs it and the outputs beyond its page: each paper goes
 * into `entries` under its page's key (taken from the list, not read again), with its five
 * citations made here, once per render, so no visitor's browser ever loads the citation engine.
 *
 * A paper the engine cannot cite (a bug on odd input) is one page's part, not a read every page
 * needs: its page still goes live without the Cite menu, and the paper carries the reason for the
 * render to name it.
 */
export function loadPublications(entries: CacheEntries, papers: readonly Publication[]): SitePublication[] {
  return papers.map((paper) => {
    const address = publicationAddress(paper);
    const savedAt = Date.now();
    entries[publicQueries.publication(address).key] = { data: paper, savedAt };
    const base = {
      address,
      earlierAddresses: [paper.id, ...(paper.old_slugs ?? [])],
      createdAt: paper.created_at,
    };
    try {
      const cited = citations(paper);
      entries[publicQueries.citations(address).key] = { data: cited, savedAt };
      return { ...base, citations: cited };
    } catch (error) {
      return { ...base, failure: error instanceof Error ? error.message : String(error) };
    }
  });
}
