import {
  PUBLICATION_LINKS,
  PUBLICATION_TYPES,
  type PublicationDoc,
  type PublicationLink,
  type PublicationType,
} from '@portfolio/model/collections';
import { date, num, optionalStr, str, strList, type WriteCodec } from '@/data/codec';
import { lifecycleDoc, lifecycleOf } from '@/data/content-status';

export interface Publication extends PublicationDoc<Date | null> {
  id: string;
}

export type PublicationInput = Omit<Publication, 'id' | 'created_at'>;

function type(value: unknown): PublicationType {
  return (PUBLICATION_TYPES as readonly unknown[]).includes(value) ? (value as PublicationType) : 'other';
}

function links(value: unknown): Record<PublicationLink, string> {
  const stored = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return Object.fromEntries(PUBLICATION_LINKS.map((k) => [k, str(stored[k])])) as Record<
    PublicationLink,
    string
  >;
}

/** A whole number in range, or nothing: a month or day that is not one is dropped, not shown. */
function optionalInt(value: unknown, min: number, max: number): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;
}

const trimmedLinks = (urls: Record<PublicationLink, string>) =>
  Object.fromEntries(PUBLICATION_LINKS.map((k) => [k, (urls[k] ?? '').trim()])) as Record<
    PublicationLink,
    string
  >;

export const publicationCodec: WriteCodec<Publication, PublicationInput> = {
  fromFirestore: (id, d) => {
    const authors = strList(d.authors);
    const owner = optionalInt(d.owner_author, 0, authors.length - 1);
    const month = optionalInt(d.month, 1, 12);
    const day = month === undefined ? undefined : optionalInt(d.day, 1, 31);
    return {
      id,
      title: str(d.title),
      authors,
      ...(owner === undefined ? {} : { owner_author: owner }),
      more_authors: d.more_authors === true,
      type: type(d.type),
      venue: str(d.venue),
      year: num(d.year),
      ...(month === undefined ? {} : { month }),
      ...(day === undefined ? {} : { day }),
      abstract: str(d.abstract),
      doi: str(d.doi),
      arxiv_id: str(d.arxiv_id),
      urls: links(d.urls),
      pdf_storage_path: str(d.pdf_storage_path),
      pdf_file_url: str(d.pdf_file_url),
      tags: strList(d.tags),
      selected: d.selected === true,
      cite_key: str(d.cite_key),
      order_index: num(d.order_index),
      created_at: date(d.created_at),
      slug: optionalStr(d.slug),
      old_slugs: strList(d.old_slugs),
      ...lifecycleOf(d),
    };
  },
  toDoc: (input): PublicationInput => ({
    title: input.title.trim(),
    authors: input.authors.map((a) => a.trim()).filter(Boolean),
    ...(input.owner_author === undefined ? {} : { owner_author: input.owner_author }),
    more_authors: input.more_authors === true,
    type: input.type,
    venue: input.venue.trim(),
    year: input.year,
    ...(input.month === undefined ? {} : { month: input.month }),
    ...(input.month === undefined || input.day === undefined ? {} : { day: input.day }),
    abstract: input.abstract.trim(),
    doi: input.doi.trim(),
    arxiv_id: input.arxiv_id.trim(),
    urls: trimmedLinks(input.urls),
    pdf_storage_path: input.pdf_storage_path,
    pdf_file_url: input.pdf_file_url,
    tags: input.tags,
    selected: input.selected,
    cite_key: input.cite_key.trim(),
    order_index: input.order_index,
    ...(input.slug ? { slug: input.slug, old_slugs: input.old_slugs ?? [] } : {}),
    ...lifecycleDoc(input),
  }),
};

/** Newest first by the paper's own date, then by the admin's order among papers of one date. */
export function byPaperDate(a: Publication, b: Publication): number {
  return (
    b.year - a.year ||
    (b.month ?? 0) - (a.month ?? 0) ||
    (b.day ?? 0) - (a.day ?? 0) ||
    a.order_index - b.order_index
  );
}
