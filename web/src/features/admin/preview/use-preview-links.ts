import { useEffect, useState } from 'react';
import type { ContentStatus } from '@portfolio/model/content-status';
import {
  subscribeLastWrite,
  subscribePreviewLinks,
  subscribeStoredStatus,
  type PreviewLink,
} from '@/data/preview-links/admin';

/** The saved document's status, live; null while unsaved, missing or still loading. */
export function useStoredStatus(collection: string, docId: string | undefined): ContentStatus | null {
  const [status, setStatus] = useState<{ key: string; value: ContentStatus | null } | null>(null);
  const key = `${collection}/${docId ?? ''}`;
  useEffect(() => {
    if (!docId) return;
    return subscribeStoredStatus(
      collection,
      docId,
      (value) => setStatus({ key, value }),
      (error) => console.error('The document status could not be followed', error),
    );
  }, [collection, docId, key]);
  // A status heard for another document (the form moved on) does not count.
  return docId && status?.key === key ? status.value : null;
}

export interface PreviewLinksState {
  links: PreviewLink[] | undefined;
  /** When the draft was last written: links made before have ended. */
  lastWrite: Date | null;
  failed: boolean;
}

/** One document's links and its last write, live while the panel is open. */
export function usePreviewLinks(collection: string, docId: string): PreviewLinksState {
  const [links, setLinks] = useState<PreviewLink[]>();
  const [lastWrite, setLastWrite] = useState<Date | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const fail = (error: Error) => {
      console.error('The preview links could not be loaded', error);
      setFailed(true);
    };
    const stopLinks = subscribePreviewLinks(collection, docId, setLinks, fail);
    const stopWrites = subscribeLastWrite(collection, docId, setLastWrite, (error) =>
      // Without it every unexpired link reads as active; the server still refuses an ended one.
      console.error('The last change could not be read', error),
    );
    return () => {
      stopLinks();
      stopWrites();
    };
  }, [collection, docId]);
  return { links, lastWrite, failed };
}
