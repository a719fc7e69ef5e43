import { noteTags, tagSlug } from '@portfolio/model/notes';
import type { NoteCard } from '@/data/notes/model';

export interface TagSummary {
  /** The tag's address (tagSlug): /notes/tags/<address>. */
  address: string;
  /** As the newest note that carries it spells it. */
  label: string;
  notes: NoteCard[];
}

/** Every tag of the notes (given newest first), most used first, then by name. */
export function tagsOf(notes: readonly NoteCard[]): TagSummary[] {
  return [...noteTags(notes)]
    .map(([address, tagged]) => ({
      address,
      label: tagged[0]!.tags.find((t) => tagSlug(t) === address) ?? address,
      notes: tagged,
    }))
    .sort((a, b) => b.notes.length - a.notes.length || a.label.localeCompare(b.label));
}
