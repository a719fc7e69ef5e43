import { IconFileUnknown } from '@tabler/icons-react';
import { ItemNotFound } from '@/components/item-not-found';
import { paths } from '@/config/paths';
import { NOTE_TEXT } from './messages';

/** The not-found state of a note or a tag; offline, a calm notice instead (it may well exist). */
export function NoteNotFound({
  offline = false,
  title = NOTE_TEXT.notFoundTitle,
  body = NOTE_TEXT.notFoundBody,
}: {
  offline?: boolean;
  title?: string;
  body?: string;
}) {
  return (
    <ItemNotFound
      icon={IconFileUnknown}
      title={title}
      body={body}
      backTo={paths.notes}
      backLabel={NOTE_TEXT.backToNotes}
      offline={offline}
    />
  );
}
