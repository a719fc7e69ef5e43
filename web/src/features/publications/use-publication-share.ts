import type { DocumentShare } from '@/components/use-document-meta';
import { env } from '@/config/env';
import type { Publication } from '@/data/publications/model';
import { scholarlyArticleJsonLd, scholarTags } from '@/lib/seo/scholar';

/**
 * A paper's page tells Google Scholar what it is (its citation_* tags) and describes it as a
 * ScholarlyArticle. Built in the browser too, so a paper added after the last prerender gets the
 * same tags once the app runs.
 */
export function usePublicationShare(paper: Publication): DocumentShare {
  return {
    type: 'article',
    namedMeta: scholarTags(env.siteUrl, paper),
    jsonLd: [scholarlyArticleJsonLd(env.siteUrl, paper)],
  };
}
