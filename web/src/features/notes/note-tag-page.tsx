import { Container } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useDocumentMeta } from '@/components/use-document-meta';
import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { NOTES_TEXT, TAG_TEXT } from './messages';
import { NoteList } from './note-list';
import { NoteNotFound } from './note-not-found';
import { tagsOf } from './note-tags';
import { NotesLoadError } from './notes-load-error';
import { TagFilter } from './tag-links';

/**
 * The notes with one tag, by the tag's address (/notes/tags/<tag>), newest first, under "Notes
 * tagged <tag>", with the other tags to move on to; a tag no note carries is not found.
 */
export function NoteTagPage() {
  const { tag: address = '' } = useParams();
  const notes = usePublic(publicQueries.notes);
  const all = notes.data ?? [];
  const tags = tagsOf(all);
  const tag = tags.find((t) => t.address === address);
  useDocumentMeta(
    tag
      ? TAG_TEXT.metaTitle(tag.label)
      : notes.status === 'loading'
        ? NOTES_TEXT.metaTitle
        : TAG_TEXT.notFoundMetaTitle,
    tag ? TAG_TEXT.metaDescription(tag.label, tag.notes.length) : NOTES_TEXT.metaDescription,
    { indexable: notes.status === 'loading' || Boolean(tag) },
  );
  if (notes.status === 'loading') return <PageLoader label={NOTES_TEXT.loading} showLabel />;
  if (notes.status === 'error') {
    return <NotesLoadError offline={notes.offline} onRetry={notes.refetch} />;
  }
  if (!tag) return <NoteNotFound title={TAG_TEXT.notFoundTitle} body={TAG_TEXT.notFoundBody} />;
  return (
    <>
      <PageHeader
        eyebrow={NOTES_TEXT.title}
        title={TAG_TEXT.title(tag.label)}
        lead={TAG_TEXT.lead(tag.notes.length)}
      />
      <Container size="md" pb="xl">
        <TagFilter tags={tags} total={all.length} current={tag.address} />
        <NoteList notes={tag.notes} />
      </Container>
    </>
  );
}
