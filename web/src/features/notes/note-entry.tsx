import { Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { noteAddress } from '@portfolio/model/notes';
import { paths } from '@/config/paths';
import type { NoteCard } from '@/data/notes/model';
import { NOTE_TEXT } from './messages';
import { formatDay, isoDay } from '@/lib/dates';
import { NoteTagLinks } from './tag-links';
import classes from './notes.module.css';

/** One note in a list: its title to its page, its date, summary and tags. */
export function NoteEntry({ note }: { note: NoteCard }) {
  return (
    <Stack component="article" gap={8} className={classes.entry}>
      <Text size="sm" c="dimmed" component="time" dateTime={isoDay(note.published_at)}>
        {formatDay(note.published_at)}
      </Text>
      <Title order={2} size="h3">
        <Link to={paths.note(noteAddress(note))} className={classes.entryTitle}>
          {note.title}
        </Link>
      </Title>
      {note.summary && <Text>{note.summary}</Text>}
      <Group>
        <NoteTagLinks tags={note.tags} label={NOTE_TEXT.tags} />
      </Group>
    </Stack>
  );
}
