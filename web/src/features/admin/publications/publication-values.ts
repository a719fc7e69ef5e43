import type { ContentStatus } from '@portfolio/model/content-status';
import { PUBLICATION_LINKS, type PublicationLink, type PublicationType } from '@portfolio/model/collections';
import { PUBLICATION_LIMITS, TEXT_LIMITS } from '@portfolio/model/limits';
import { normalArxivId, normalDoi } from '@portfolio/model/publications';
import { slugify, slugProblem } from '@portfolio/model/slug';
import type { Publication, PublicationInput } from '@/data/publications/model';
import { optionalUrl } from '@/features/admin/editing/field-rules';
import { publicationMessages as m } from './messages';
import { publishAtRule } from '@/features/admin/status/schedule';

/** What the form holds: the paper as typed (numbers as text, authors one per line). */
export interface PublicationValues {
  title: string;
  authors: string;
  /** The owner's position among the authors, as text; '' when not among them. */
  owner: string;
  more_authors: boolean;
  type: PublicationType;
  venue: string;
  year: string;
  month: string;
  day: string;
  abstract: string;
  doi: string;
  arxiv_id: string;
  urls: Record<PublicationLink, string>;
  pdf_storage_path: string;
  pdf_file_url: string;
  tags: string[];
  selected: boolean;
  slug: string;
  status: ContentStatus;
  publish_at: Date | null;
}

const NO_LINKS = Object.fromEntries(PUBLICATION_LINKS.map((k) => [k, ''])) as Record<PublicationLink, string>;

export const emptyPublication: PublicationValues = {
  title: '',
  authors: '',
  owner: '',
  more_authors: false,
  type: 'article',
  venue: '',
  year: '',
  month: '',
  day: '',
  abstract: '',
  doi: '',
  arxiv_id: '',
  urls: NO_LINKS,
  pdf_storage_path: '',
  pdf_file_url: '',
  tags: [],
  selected: false,
  slug: '',
  status: 'published',
  publish_at: null,
};

export function toValues(paper: Publication): PublicationValues {
  return {
    title: paper.title,
    authors: paper.authors.join('\n'),
    owner: paper.owner_author === undefined ? '' : String(paper.owner_author),
    more_authors: paper.more_authors === true,
    type: paper.type,
    venue: paper.venue,
    year: String(paper.year),
    month: paper.month === undefined ? '' : String(paper.month),
    day: paper.day === undefined ? '' : String(paper.day),
    abstract: paper.abstract,
    doi: paper.doi,
    arxiv_id: paper.arxiv_id,
    urls: { ...NO_LINKS, ...paper.urls },
    pdf_storage_path: paper.pdf_storage_path,
    pdf_file_url: paper.pdf_file_url,
    tags: paper.tags,
    selected: paper.selected,
    // A paper stored without an address is offered the one its title gives.
    slug: paper.slug ?? slugify(paper.title),
    status: paper.status,
    publish_at: paper.publish_at,
  };
}

/** The authors as typed: one per line, blank lines dropped. */
export const authorList = (text: string): string[] =>
  text
    .split('\n')
    .map((a) => a.trim())
    .filter(Boolean);

const wholeIn = (text: string, min: number, max: number) =>
  /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max;

/** Each field's message, next to it: the rules' limits, said in the admin's words. */
export const publicationRules = {
  title: (v: string) =>
    !v.trim()
      ? m.titleRequired
      : v.length > PUBLICATION_LIMITS.title
        ? m.tooLong(PUBLICATION_LIMITS.title)
        : null,
  authors: (v: string) => {
    const authors = authorList(v);
    if (authors.length === 0) return m.authorsRequired;
    if (authors.length > PUBLICATION_LIMITS.authors) return m.tooManyAuthors;
    return authors.some((a) => a.length > PUBLICATION_LIMITS.authorName) ? m.authorTooLong : null;
  },
  venue: (v: string) => (v.length > PUBLICATION_LIMITS.venue ? m.tooLong(PUBLICATION_LIMITS.venue) : null),
  year: (v: string) =>
    !v.trim()
      ? m.yearRequired
      : wholeIn(v, PUBLICATION_LIMITS.yearMin, PUBLICATION_LIMITS.yearMax)
        ? null
        : m.yearInvalid,
  month: (v: string) => (v.trim() === '' || wholeIn(v, 1, 12) ? null : m.monthInvalid),
  day: (v: string, values: PublicationValues) =>
    v.trim() === ''
      ? null
      : !wholeIn(v, 1, 31)
        ? m.dayInvalid
        : values.month.trim()
          ? null
          : m.dayWithoutMonth,
  abstract: (v: string) => (v.length > TEXT_LIMITS.long ? m.tooLong(TEXT_LIMITS.long) : null),
  doi: (v: string) => (v.trim() === '' || normalDoi(v) ? null : m.doiInvalid),
  arxiv_id: (v: string) => (v.trim() === '' || normalArxivId(v) ? null : m.arxivInvalid),
  urls: Object.fromEntries(PUBLICATION_LINKS.map((k) => [k, optionalUrl])) as Record<
    PublicationLink,
    (v: string) => string | null
  >,
  slug: (v: string) => (v === '' ? m.slugRequired : slugProblem(v)),
  publish_at: publishAtRule,
};

/**
 * The paper to store from valid values: DOI and arXiv id as written (a pasted link is reduced to
 * the identifier), the owner mark only while it names one of the authors.
 */
export function toInput(
  values: PublicationValues,
  kept: Pick<PublicationInput, 'cite_key' | 'order_index'>,
): PublicationInput {
  const authors = authorList(values.authors);
  const owner = values.owner === '' ? undefined : Number(values.owner);
  const month = values.month.trim() ? Number(values.month) : undefined;
  const day = month !== undefined && values.day.trim() ? Number(values.day) : undefined;
  return {
    title: values.title,
    authors,
    ...(owner !== undefined && owner < authors.length ? { owner_author: owner } : {}),
    more_authors: values.more_authors,
    type: values.type,
    venue: values.venue,
    year: Number(values.year),
    ...(month === undefined ? {} : { month }),
    ...(day === undefined ? {} : { day }),
    abstract: values.abstract,
    doi: values.doi.trim() ? (normalDoi(values.doi) ?? '') : '',
    arxiv_id: values.arxiv_id.trim() ? (normalArxivId(values.arxiv_id) ?? '') : '',
    urls: values.urls,
    pdf_storage_path: values.pdf_storage_path,
    pdf_file_url: values.pdf_file_url,
    tags: values.tags,
    selected: values.selected,
    cite_key: kept.cite_key,
    order_index: kept.order_index,
    slug: values.slug,
    status: values.status,
    publish_at: values.publish_at,
  };
}
