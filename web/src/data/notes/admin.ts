import { COLLECTIONS } from '@portfolio/model/collections';
import { NOTE_SLUGS_COLLECTION } from '@portfolio/model/notes';
import { adminCollection } from '@/data/admin-collection';
import { addressedCollection } from '@/data/address-claims';
import { noteCodec, type NoteInput } from './model';

/**
 * Newest first by publish date. Deleting a note deletes only its document: its addresses go to
 * the trash with it (the content trigger), and its cover stays until nothing names it.
 */
export const notesAdmin = adminCollection({
  name: COLLECTIONS.notes,
  codec: noteCodec,
  orderBy: [['published_at', 'desc']],
  stamped: true,
});

/** The address is another note's (its current or earlier slug, or its document id). */
export class NoteSlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The address ${slug} belongs to another note`);
  }
}

export type { SavedAddress } from '@/data/address-claims';

const addresses = addressedCollection<NoteInput>({
  collection: COLLECTIONS.notes,
  // A save is the admin acting on a failed schedule: its reason goes (lifecycleDoc leaves it out).
  optional: ['schedule_error'],
  claims: NOTE_SLUGS_COLLECTION,
  holder: 'note_id',
  toDoc: noteCodec.toDoc,
  takenError: (slug) => new NoteSlugTakenError(slug),
});

/** True when `slug` leads to a note other than `noteId` (which may not exist yet). */
export const noteSlugTaken = addresses.slugTaken;

/**
 * Creates (no id) or updates a note together with the claim on its address, in one batch (see
 * addressedCollection). Returns the note's id; throws NoteSlugTakenError when the address is
 * another note's.
 */
export const saveNote = addresses.save;
