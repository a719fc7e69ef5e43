import type { NoteCard } from '@/data/notes/model';

/** The note before and after one in the list (given newest first): the older one is previous. */
export function neighboursOf(notes: readonly NoteCard[], id: string) {
  const at = notes.findIndex((n) => n.id === id);
  if (at < 0) return { previous: undefined, next: undefined };
  return { previous: notes[at + 1], next: at > 0 ? notes[at - 1] : undefined };
}
