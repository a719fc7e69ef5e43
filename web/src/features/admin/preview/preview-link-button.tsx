import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { PREVIEW_MESSAGES as m } from '@portfolio/model/preview-links';
import { PreviewLinkModal } from './preview-link-modal';
import { useStoredStatus } from './use-preview-links';

interface PreviewLinkButtonProps {
  collection: string;
  /** The saved document; nothing shows before the first save. */
  docId: string | undefined;
}

/**
 * 'Preview link' in a project's, paper's or note's form, while the saved document is not
 * published (a published one has its live page). Its status is followed live, so saving as draft
 * or publishing shows or hides it at once.
 */
export function PreviewLinkButton({ collection, docId }: PreviewLinkButtonProps) {
  const [opened, setOpened] = useState(false);
  const status = useStoredStatus(collection, docId);
  if (!docId || !status || status === 'published') return null;
  return (
    <Group justify="flex-start">
      <Button variant="light" onClick={() => setOpened(true)}>
        {m.button}
      </Button>
      {opened && (
        <PreviewLinkModal collection={collection} docId={docId} opened onClose={() => setOpened(false)} />
      )}
    </Group>
  );
}
