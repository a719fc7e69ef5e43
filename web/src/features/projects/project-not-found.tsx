import { IconFolderQuestion } from '@tabler/icons-react';
import { ItemNotFound } from '@/components/item-not-found';
import { paths } from '@/config/paths';
import { DETAIL_TEXT } from './messages';

/** The not-found state; offline, a calm notice instead (the project may well exist). */
export function ProjectNotFound({ offline = false }: { offline?: boolean }) {
  return (
    <ItemNotFound
      icon={IconFolderQuestion}
      title={DETAIL_TEXT.notFoundTitle}
      body={DETAIL_TEXT.notFoundBody}
      backTo={paths.projects}
      backLabel={DETAIL_TEXT.backToProjects}
      offline={offline}
    />
  );
}
