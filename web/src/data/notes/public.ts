import { COLLECTIONS, isSafeId } from '@portfolio/model/collections';
import { NOTE_SLUGS_COLLECTION } from '@portfolio/model/notes';
import { projectAddress } from '@portfolio/model/slug';
import { liteReadDb } from '@/data/firebase/lite-db';
import { getOf, listOf, type PublicDb } from '@/data/firebase/public-db';
import { fetchProject } from '@/data/projects/public';
import { pick } from '@/lib/pick';
import { byPublishDate, NOTE_CARD_FIELDS, noteCodec, type Note, type NoteCard } from './model';
import type { PublicNote } from './public-note';

/** Every note with its body, newest first: what a render reads once and makes every page's from. */
export async function fetchNotes(db: PublicDb = liteReadDb): Promise<Note[]> {
  const all = await listOf(db, COLLECTIONS.notes, noteCodec, { orderBy: [['published_at', 'desc']] });
  return all.sort(byPublishDate);
}

/**
 * What a note's line in a list shows and links to. A list never carries a body (up to 100,000
 * characters each) into the stored copy or a page's embedded one.
 */
export const noteCardOf = (note: Note): NoteCard => pick(note, NOTE_CARD_FIELDS);

/** Every note as its list line, newest first. */
export async function fetchNoteCards(db: PublicDb = liteReadDb): Promise<NoteCard[]> {
  return (await fetchNotes(db)).map(noteCardOf);
}

/**
 * A note as its page shows it: no Markdown body (the page shows the rendered one), and the
 * project it writes about by title and address (none when it has none or that project is gone).
 */
export function publicNoteOf(
  { body: _body, ...note }: Note,
  project: { id: string; slug?: string; title: string } | null,
): PublicNote {
  return { ...note, project: project ? { title: project.title, address: projectAddress(project) } : null };
}

/** One note by id, or null when it does not exist. */
function fetchNote(id: string, db: PublicDb): Promise<Note | null> {
  return getOf(db, COLLECTIONS.notes, id, noteCodec);
}

/**
 * The note an address leads to: the one whose slug it is, else the one that claimed it as an
 * earlier slug, else the one with that document id. The page moves a visitor on to the note's
 * current address when this is not it.
 */
export async function fetchNoteAt(address: string, db: PublicDb = liteReadDb): Promise<PublicNote | null> {
  if (!isSafeId(address)) return null;
  const [current, claim, byId] = await Promise.all([
    listOf(db, COLLECTIONS.notes, noteCodec, { where: [['slug', '==', address]], limit: 1 }),
    db.get(NOTE_SLUGS_COLLECTION, address),
    fetchNote(address, db),
  ]);
  const holder = claim?.data.note_id;
  const note = current[0] ?? (isSafeId(holder) ? await fetchNote(holder, db) : null) ?? byId;
  if (!note) return null;
  const project = isSafeId(note.project_id) ? await fetchProject(note.project_id, db) : null;
  return publicNoteOf(note, project);
}
