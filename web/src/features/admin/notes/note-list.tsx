import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { Note } from '@/data/notes/model';
import { ItemActions } from '@/features/admin/editing/item-actions';
import { StatusBadge } from '@/features/admin/status/status-badge';
import { noteMessages as m } from './messages';

const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

interface NoteListProps {
  notes: Note[];
  onEdit: (note: Note) => void;
  onDelete: (note: Note) => void;
}

/** One row per note, in the order given: title, publish date and tags, then Edit and Delete. */
export function NoteList({ notes, onEdit, onDelete }: NoteListProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={m.title}>
      {notes.map((note) => (
        <Paper key={note.id} component="li" withBorder p="sm" radius="md" data-testid="note-row">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={6} miw={0}>
              <Text fw={600} lineClamp={2}>
                {note.title}
              </Text>
              <Group gap={6}>
                <StatusBadge {...note} />
                <Text size="sm" c="dimmed" component="span">
                  {note.published_at ? (
                    <time dateTime={note.published_at.toISOString()}>{DATE.format(note.published_at)}</time>
                  ) : (
                    m.noDate
                  )}
                </Text>
                {note.tags.map((tag) => (
                  <Badge key={tag} variant="outline" color="gray" tt="none" size="sm">
                    {tag}
                  </Badge>
                ))}
              </Group>
            </Stack>
            <ItemActions name={note.title} onEdit={() => onEdit(note)} onDelete={() => onDelete(note)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
