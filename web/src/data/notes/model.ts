import type { NoteDoc } from '@portfolio/model/collections';
import { date, optionalStr, str, strList, type WriteCodec } from '@/data/codec';
import { lifecycleDoc, lifecycleOf } from '@/data/content-status';

export interface Note extends NoteDoc<Date | null> {
  id: string;
}

/** What the admin saves: the publish date as a Date (the SDK stores it as a timestamp). */
export type NoteInput = Omit<Note, 'id' | 'created_at' | 'published_at'> & { published_at: Date };

/** What a note's line in a list shows and links to (no body: a list never carries one). */
export const NOTE_CARD_FIELDS = [
  'id',
  'slug',
  'title',
  'summary',
  'tags',
  'image_url',
  'published_at',
] as const;
export type NoteCard = Pick<Note, (typeof NOTE_CARD_FIELDS)[number]>;

export const noteCodec: WriteCodec<Note, NoteInput> = {
  fromFirestore: (id, d) => ({
    id,
    title: str(d.title),
    summary: str(d.summary),
    body: str(d.body),
    tags: strList(d.tags),
    image_url: str(d.image_url),
    published_at: date(d.published_at),
    project_id: str(d.project_id),
    created_at: date(d.created_at),
    slug: optionalStr(d.slug),
    old_slugs: strList(d.old_slugs),
    ...lifecycleOf(d),
  }),
  toDoc: (input): NoteInput => ({
    title: input.title.trim(),
    summary: input.summary.trim(),
    // Trailing spaces end a Markdown line break; only the ends of the whole body are trimmed.
    body: input.body.trim(),
    tags: input.tags.map((t) => t.trim()).filter(Boolean),
    image_url: input.image_url.trim(),
    published_at: input.published_at,
    project_id: input.project_id,
    ...(input.slug ? { slug: input.slug, old_slugs: input.old_slugs ?? [] } : {}),
    ...lifecycleDoc(input),
  }),
};

/** Newest first by publish date; a note whose date is still pending (just saved) counts as newest. */
export function byPublishDate(
  a: Pick<Note, 'published_at' | 'id'>,
  b: Pick<Note, 'published_at' | 'id'>,
): number {
  const time = (n: Pick<Note, 'published_at'>) => n.published_at?.getTime() ?? Number.POSITIVE_INFINITY;
  return time(b) - time(a) || a.id.localeCompare(b.id);
}
