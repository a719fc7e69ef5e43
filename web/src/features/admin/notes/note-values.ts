import type { ContentStatus } from '@portfolio/model/content-status';
import { NOTE_LIMITS } from '@portfolio/model/limits';
import { isNoteTag } from '@portfolio/model/notes';
import { slugify, slugProblem } from '@portfolio/model/slug';
import type { Note, NoteInput } from '@/data/notes/model';
import { optionalUrl, requiredWith } from '@/features/admin/editing/field-rules';
import { publishAtRule } from '@/features/admin/status/schedule';
import { fromDayInput, toDayInput } from '@/lib/local-day';
import { noteMessages as m } from './messages';

/** What the form holds: the note as typed, its publish date as the date input's YYYY-MM-DD. */
export interface NoteValues {
  title: string;
  slug: string;
  summary: string;
  body: string;
  tags: string[];
  image_url: string;
  published_at: string;
  project_id: string;
  status: ContentStatus;
  publish_at: Date | null;
}

/** A new note: published today. */
export function emptyNote(today = new Date()): NoteValues {
  return {
    title: '',
    slug: '',
    summary: '',
    body: '',
    tags: [],
    image_url: '',
    published_at: toDayInput(today),
    project_id: '',
    status: 'published',
    publish_at: null,
  };
}

export function toValues(note: Note): NoteValues {
  return {
    title: note.title,
    // A note saved without an address is offered the one its title gives.
    slug: note.slug ?? slugify(note.title),
    summary: note.summary,
    body: note.body,
    tags: note.tags,
    image_url: note.image_url,
    // A date still pending on the server (just saved in another tab) is shown as today.
    published_at: toDayInput(note.published_at ?? new Date()),
    project_id: note.project_id,
    status: note.status,
    publish_at: note.publish_at,
  };
}

/** Only called on values that passed noteRules: the publish date is a real day. */
export function toInput(values: NoteValues): NoteInput {
  const { published_at, ...rest } = values;
  return { ...rest, published_at: fromDayInput(published_at) ?? new Date() };
}

const atMost = (max: number) => (v: string) => (v.length > max ? m.tooLong(max) : null);

export const noteRules = {
  title: (v: string) => requiredWith(m.titleRequired)(v) ?? atMost(NOTE_LIMITS.title)(v),
  slug: (v: string) => slugProblem(v),
  summary: atMost(NOTE_LIMITS.summary),
  body: (v: string) => (v.length > NOTE_LIMITS.body ? m.bodyTooLong : null),
  tags: (tags: string[]) =>
    tags.length > NOTE_LIMITS.tags ? m.tooManyTags : tags.every(isNoteTag) ? null : m.tag,
  image_url: optionalUrl,
  published_at: (v: string) => (fromDayInput(v) ? null : m.dateRequired),
  publish_at: publishAtRule,
};
