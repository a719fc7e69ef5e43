import { Container } from '@mantine/core';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { NOTES_TEXT } from './messages';
import { NoteList } from './note-list';
import { tagsOf } from './note-tags';
import { NotesLoadError } from './notes-load-error';
import { TagFilter } from './tag-links';

/** Notes: every note, newest first, with its tags as links to their pages above the list. */
export function NotesPage() {
  useDocumentMeta(NOTES_TEXT.metaTitle, NOTES_TEXT.metaDescription);
  const notes = usePublic(publicQueries.notes);
  const header = <PageHeader eyebrow={NOTES_TEXT.eyebrow} title={NOTES_TEXT.title} lead={NOTES_TEXT.lead} />;
  if (notes.status === 'loading') {
    return (
      <>
        {header}
        <PageLoader label={NOTES_TEXT.loading} />
      </>
    );
  }
  if (notes.status === 'error') {
    return (
      <>
        {header}
        <NotesLoadError offline={notes.offline} onRetry={notes.refetch} />
      </>
    );
  }
  const all = notes.data ?? [];
  return (
    <>
      {header}
      <Container size="md" pb="xl">
        <TagFilter tags={tagsOf(all)} total={all.length} />
        <NoteList notes={all} />
      </Container>
    </>
  );
}
