/**
 * What a note's tags and addresses look like. firestore.rules states the same tag pattern and
 * limits (isNoteTags); the validator (validate.ts) checks them the same way.
 */
import { NOTE_LIMITS } from './limits';

/** The claims collection of note addresses: one document per slug, naming its note. */
export const NOTE_SLUGS_COLLECTION = 'note_slugs';

export interface NoteSlugClaimDoc {
  note_id: string;
}

/** The segment of a note's address, /notes/<address>: its slug, or its id while it has none. */
export const noteAddress = (note: { id: string; slug?: string }): string => note.slug || note.id;

/**
 * A tag: starts with a letter or digit of any script (数据, Kotlin, R), then letters, digits,
 * combining marks, spaces and . + # _ - ("C++", "C#", "time series"). No markup, no slash, no
 * newline: a tag is shown as text, named in a feed and turned into an address.
 */
const TAG_BODY = '[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M} .+#_-]*';
export const NOTE_TAG_PATTERN = new RegExp(`^${TAG_BODY}$`, 'u');
/** The same pattern over a note's tags joined by newlines, as the rules check the whole list. */
export const NOTE_TAG_LINES_SOURCE = `${TAG_BODY}(\\n${TAG_BODY})*`;

export const isNoteTag = (v: unknown): v is string =>
  typeof v === 'string' && [...v].length <= NOTE_LIMITS.tag && NOTE_TAG_PATTERN.test(v);

/**
 * A tag's page address: lowercase, + and # spelled out (C++ is cpp, C# is csharp, so they do not
 * meet C), every run of other signs one hyphen. Letters of every script stay: 数据 is 数据. Two tags
 * with the same address ("Time series", "time-series") share one page.
 */
export function tagSlug(tag: string): string {
  return tag
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\+/g, 'p')
    .replace(/#/g, 'sharp')
    .replace(/[^\p{L}\p{N}\p{M}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * Each tag's address with the notes that carry it (in the order given), in order of first use.
 * Tags whose addresses meet ("Time series", "time-series") share one entry.
 */
export function noteTags<N extends { tags: readonly string[] }>(notes: readonly N[]): Map<string, N[]> {
  const byTag = new Map<string, N[]>();
  for (const note of notes) {
    for (const address of new Set(note.tags.map(tagSlug))) {
      if (!address) continue;
      byTag.set(address, [...(byTag.get(address) ?? []), note]);
    }
  }
  return byTag;
}

export const NOTE_MESSAGES = {
  tag: `A tag starts with a letter or digit and holds letters, digits, spaces and . + # _ - (at most ${NOTE_LIMITS.tag} characters)`,
  tooManyTags: `At most ${NOTE_LIMITS.tags} tags`,
  bodyTooLong: `A note holds at most ${NOTE_LIMITS.body.toLocaleString('en-US')} characters`,
} as const;
