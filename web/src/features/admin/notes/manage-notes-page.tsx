import { Paper, Text } from '@mantine/core';
import { useMemo } from 'react';
import { notesAdmin } from '@/data/notes/admin';
import { byPublishDate, type Note, type NoteInput } from '@/data/notes/model';
import { projectsAdmin } from '@/data/projects/admin';
import { EditorHeader, ListHeader } from '@/features/admin/editing/editor-header';
import { ListLoadFailed } from '@/features/admin/editing/list-load-failed';
import { ListLoader } from '@/features/admin/editing/list-loader';
import { useEditor } from '@/features/admin/editing/use-editor';
import { useLiveList } from '@/features/admin/editing/use-live-list';
import { useEditLink } from '@/features/admin/status/use-edit-link';
import { noteMessages as m } from './messages';
import { NoteForm } from './note-form';
import { NoteList } from './note-list';

/** The notes newest first by publish date, and the add/edit form in their place. */
export function ManageNotesPage() {
  const notes = useLiveList(notesAdmin, m.fetchFailed);
  const projects = useLiveList(projectsAdmin, m.projectsFailed);
  // The form saves itself (the note with its address); the shell gives the views and the delete.
  const editor = useEditor<Note, NoteInput>(notesAdmin, m);
  // A note just saved has no server date yet: byPublishDate keeps it first meanwhile.
  const sorted = useMemo(() => [...notes.items].sort(byPublishDate), [notes.items]);
  // A late schedule's alert links here with the note to open.
  useEditLink(notes.items, notes.status === 'success', editor.openEdit);

  if (editor.state.view === 'form') {
    const { editing } = editor.state;
    return (
      <>
        <EditorHeader title={m.title} description={m.description} />
        <NoteForm
          key={editing?.id ?? 'new'}
          note={editing}
          // Without the list (it failed), the form still saves and keeps the project it has.
          projects={projects.status === 'loading' ? undefined : projects.items}
          onSaved={editor.close}
          onCancel={editor.close}
        />
      </>
    );
  }

  const shown = editor.visible(sorted);
  return (
    <>
      <ListHeader messages={m} onAdd={editor.openAdd} />
      {notes.status === 'error' ? (
        <ListLoadFailed title={m.fetchFailed} retry={m.retry} />
      ) : notes.status !== 'success' ? (
        <ListLoader />
      ) : shown.length === 0 ? (
        <Paper withBorder p="xl">
          <Text c="dimmed" ta="center">
            {m.empty}
          </Text>
        </Paper>
      ) : (
        <NoteList
          notes={shown}
          onEdit={editor.openEdit}
          onDelete={(note) => editor.remove(note, note.title)}
        />
      )}
    </>
  );
}
