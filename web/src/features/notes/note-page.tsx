import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { noteAddress } from '@portfolio/model/notes';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { paths } from '@/config/paths';
import type { PublicNote } from '@/data/notes/public-note';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { NOTE_TEXT, NOTES_TEXT } from './messages';
import { NoteNotFound } from './note-not-found';
import { NoteView } from './note-view';
import { useNoteShare } from './use-note-share';

/**
 * A note at its address: 'Loading note...', then the note or the not-found state; a failed load
 * shows the 'Error' toast and ends as not found. An earlier address (an old slug, the document id)
 * moves on to the current one, replacing the history entry so Back does not bounce between them.
 */
export function NotePage() {
  const { address = '' } = useParams();
  const location = useLocation();
  const note = usePublic(publicQueries.note(address));
  const failed = note.status === 'error' && !note.offline;

  useEffect(() => {
    if (!failed) return;
    notifications.show({
      id: `note-load-error-${address}`,
      title: NOTE_TEXT.errorTitle,
      message: NOTE_TEXT.errorMessage,
      color: 'red',
    });
  }, [failed, address]);

  const found = note.status === 'ready' ? note.data : null;
  if (found && noteAddress(found) !== address) {
    return <Navigate to={`${paths.note(noteAddress(found))}${location.search}${location.hash}`} replace />;
  }
  if (found) return <FoundNote note={found} />;
  return <PendingOrMissing loading={note.status === 'loading'} offline={note.offline} />;
}

function PendingOrMissing({ loading, offline }: { loading: boolean; offline: boolean }) {
  useDocumentMeta(loading ? NOTES_TEXT.metaTitle : NOTE_TEXT.notFoundMetaTitle, NOTES_TEXT.metaDescription, {
    indexable: loading,
  });
  if (loading) return <PageLoader label={NOTE_TEXT.loading} showLabel />;
  return <NoteNotFound offline={offline} />;
}

/**
 * The body comes from the last publish and the neighbours from the list of notes; a failed read
 * of either only leaves that part out.
 */
function FoundNote({ note }: { note: PublicNote }) {
  const body = usePublic(publicQueries.noteBody(noteAddress(note)));
  const notes = usePublic(publicQueries.notes);
  const bodyData = body.status === 'ready' ? body.data : body.status === 'error' ? null : undefined;
  useDocumentMeta(
    NOTE_TEXT.metaTitle(note.title),
    NOTE_TEXT.metaDescription(note.summary, note.title),
    useNoteShare(note, bodyData?.minutes),
  );
  return <NoteView note={note} body={bodyData} notes={notes.data ?? []} />;
}
