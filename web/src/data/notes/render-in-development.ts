import { COLLECTIONS } from '@portfolio/model/collections';
import { liteReadDb } from '@/data/firebase/lite-db';
import { getOf } from '@/data/firebase/public-db';
import { noteCodec } from './model';
import type { NoteBody } from './public-note';
import { fetchNoteAt } from './public';
import { renderNoteBody } from './render';

/** `npm run dev` only: what a publish would write for the note, rendered from Firestore. */
export async function renderNoteInDevelopment(address: string): Promise<NoteBody | null> {
  const found = await fetchNoteAt(address);
  const markdown = found && (await getOf(liteReadDb, COLLECTIONS.notes, found.id, noteCodec))?.body.trim();
  return markdown ? renderNoteBody(markdown) : null;
}
