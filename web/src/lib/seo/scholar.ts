import type { Person, ScholarlyArticle, WithContext } from 'schema-dts';
import type { PublicationDoc, PublicationType } from '@portfolio/model/collections';
import { publicationAddress } from '@portfolio/model/publications';
import { publicationPath } from '@portfolio/model/routes';
import { isUsableUrl } from '@/lib/urls';
import type { NamedMeta } from './page-meta';
import { absoluteUrl } from './urls';

// What Google Scholar reads on a paper's page: its `citation_*` meta tags (Scholar indexes one
// page per paper, never a list) and, for other search engines, ScholarlyArticle JSON-LD. Both are
// made from the stored paper, as text: the page's head escapes them like every other tag.

/** The stored fields a paper's tags read. */
export type ScholarInput = Pick<
  PublicationDoc,
  | 'title'
  | 'authors'
  | 'type'
  | 'venue'
  | 'year'
  | 'month'
  | 'day'
  | 'abstract'
  | 'doi'
  | 'arxiv_id'
  | 'urls'
  | 'pdf_file_url'
  | 'tags'
> & { id: string; slug?: string };

/** The tag that names where a paper appeared, by its type; none for a preprint, talk or other. */
const VENUE_TAG: Partial<Record<PublicationType, string>> = {
  article: 'citation_journal_title',
  chapter: 'citation_journal_title',
  conference: 'citation_conference_title',
  thesis: 'citation_dissertation_institution',
};

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "2024/03/05", "2024/03" or "2024": Scholar's form, as much of the date as is known. */
export function scholarDate({ year, month, day }: Pick<ScholarInput, 'year' | 'month' | 'day'>): string {
  if (!month) return String(year);
  return day ? `${year}/${twoDigits(month)}/${twoDigits(day)}` : `${year}/${twoDigits(month)}`;
}

/** "2024-03-05", "2024-03" or "2024": the ISO 8601 form JSON-LD reads. */
function isoDate({ year, month, day }: Pick<ScholarInput, 'year' | 'month' | 'day'>): string {
  if (!month) return String(year);
  return day ? `${year}-${twoDigits(month)}-${twoDigits(day)}` : `${year}-${twoDigits(month)}`;
}

/** The paper's PDF: the uploaded one, else the link to one elsewhere; null when it has none. */
export function pdfUrlOf(paper: Pick<ScholarInput, 'pdf_file_url' | 'urls'>): string | null {
  if (isUsableUrl(paper.pdf_file_url)) return paper.pdf_file_url.trim();
  return isUsableUrl(paper.urls.pdf) ? paper.urls.pdf.trim() : null;
}

export const doiUrl = (doi: string) => `https://doi.org/${doi}`;
export const arxivUrl = (id: string) => `https://arxiv.org/abs/${id}`;

/** Google Scholar's tags for a paper's page, authors in the paper's order, URLs absolute. */
export function scholarTags(siteUrl: string, paper: ScholarInput): NamedMeta[] {
  const tags: NamedMeta[] = [{ name: 'citation_title', content: paper.title }];
  for (const author of paper.authors) tags.push({ name: 'citation_author', content: author });
  tags.push({ name: 'citation_publication_date', content: scholarDate(paper) });
  const venueTag = VENUE_TAG[paper.type];
  if (venueTag && paper.venue.trim()) tags.push({ name: venueTag, content: paper.venue.trim() });
  const pdf = pdfUrlOf(paper);
  if (pdf) tags.push({ name: 'citation_pdf_url', content: absoluteUrl(siteUrl, pdf) });
  if (paper.doi) tags.push({ name: 'citation_doi', content: paper.doi });
  if (paper.arxiv_id) tags.push({ name: 'citation_arxiv_id', content: paper.arxiv_id });
  return tags;
}

/** The paper for search engines: its authors in order, date, venue, abstract and identifiers. */
export function scholarlyArticleJsonLd(siteUrl: string, paper: ScholarInput): WithContext<ScholarlyArticle> {
  const page = absoluteUrl(siteUrl, publicationPath(publicationAddress(paper)));
  const sameAs = [
    ...(paper.doi ? [doiUrl(paper.doi)] : []),
    ...(paper.arxiv_id ? [arxivUrl(paper.arxiv_id)] : []),
  ];
  const venue = paper.venue.trim();
  const pdf = pdfUrlOf(paper);
  return {
    '@context': 'https://schema.org',
    '@type': 'ScholarlyArticle',
    headline: paper.title,
    name: paper.title,
    author: paper.authors.map((name): Person => ({ '@type': 'Person', name })),
    datePublished: isoDate(paper),
    url: page,
    mainEntityOfPage: page,
    ...(paper.abstract.trim() ? { abstract: paper.abstract.trim() } : {}),
    ...(paper.tags.length ? { keywords: paper.tags.join(', ') } : {}),
    // A thesis is published by its school; a paper is part of its journal or proceedings.
    ...(venue && paper.type === 'thesis'
      ? { publisher: { '@type': 'Organization' as const, name: venue } }
      : venue
        ? { isPartOf: { '@type': 'CreativeWork' as const, name: venue } }
        : {}),
    ...(sameAs.length ? { sameAs } : {}),
    ...(pdf
      ? {
          encoding: {
            '@type': 'MediaObject' as const,
            contentUrl: absoluteUrl(siteUrl, pdf),
            encodingFormat: 'application/pdf',
          },
        }
      : {}),
  };
}
