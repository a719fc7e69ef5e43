import { Stack } from '@mantine/core';
import { EmptyState } from '@/components/empty-state';
import type { NoteCard } from '@/data/notes/model';
import { NOTES_TEXT } from './messages';
import { NoteEntry } from './note-entry';
import classes from './notes.module.css';

/** Notes newest first, as given; the empty message when there are none. */
export function NoteList({ notes }: { notes: readonly NoteCard[] }) {
  if (!notes.length) return <EmptyState message={NOTES_TEXT.empty} />;
  return (
    <Stack component="ol" gap="lg" className={classes.list}>
      {notes.map((note) => (
        <li key={note.id}>
          <NoteEntry note={note} />
        </li>
      ))}
    </Stack>
  );
}
