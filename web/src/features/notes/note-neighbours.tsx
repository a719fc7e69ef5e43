import { Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { noteAddress } from '@portfolio/model/notes';
import { paths } from '@/config/paths';
import type { NoteCard } from '@/data/notes/model';
import { NOTE_TEXT } from './messages';
import { neighboursOf } from './neighbours';
import classes from './notes.module.css';

function NeighbourLink({ note, label, className }: { note: NoteCard; label: string; className?: string }) {
  return (
    <Link to={paths.note(noteAddress(note))} className={`${classes.neighbour} ${className ?? ''}`}>
      <Text size="sm" c="dimmed" component="span" display="block">
        {label}
      </Text>{' '}
      <Text fw={600} component="span" display="block">
        {note.title}
      </Text>
    </Link>
  );
}

/** Links to the previous (older) and next (newer) notes; nothing when the note is the only one. */
export function NoteNeighbours({ notes, id }: { notes: readonly NoteCard[]; id: string }) {
  const { previous, next } = neighboursOf(notes, id);
  if (!previous && !next) return null;
  return (
    <nav aria-label={NOTE_TEXT.neighbours} className={classes.neighbours}>
      {previous && <NeighbourLink note={previous} label={NOTE_TEXT.previous} />}
      {next && <NeighbourLink note={next} label={NOTE_TEXT.next} className={classes.next} />}
    </nav>
  );
}
