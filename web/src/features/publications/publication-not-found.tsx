import { IconFileUnknown } from '@tabler/icons-react';
import { ItemNotFound } from '@/components/item-not-found';
import { paths } from '@/config/paths';
import { PAPER_TEXT } from './messages';

/** The not-found state; offline, a calm notice instead (the paper may well exist). */
export function PublicationNotFound({ offline = false }: { offline?: boolean }) {
  return (
    <ItemNotFound
      icon={IconFileUnknown}
      title={PAPER_TEXT.notFoundTitle}
      body={PAPER_TEXT.notFoundBody}
      backTo={paths.publications}
      backLabel={PAPER_TEXT.backToPublications}
      offline={offline}
    />
  );
}
