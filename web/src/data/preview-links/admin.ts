import { collection, doc, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { CONTENT_HISTORY } from '@portfolio/model/content-life';
import { statusOf, type ContentStatus } from '@portfolio/model/content-status';
import {
  PREVIEW_CREATE_FUNCTION,
  PREVIEW_LINKS,
  PREVIEW_REVOKE_FUNCTION,
  type PreviewCreateRequest,
  type PreviewCreateResult,
  type PreviewRevokeRequest,
} from '@portfolio/model/preview-links';
import { env } from '@/config/env';
import { date } from '@/data/codec';
import { db, fullConverter, functions } from '@/data/firebase/full';
import { newestFirst, previewLinkCodec, type PreviewLink } from './model';

export type { PreviewLink };

type Unsubscribe = () => void;

/**
 * The links made for one document, newest first, live. Equality filters only, sorted here: a
 * document has a handful of links, and the query needs no composite index.
 */
export function subscribePreviewLinks(
  collectionName: string,
  docId: string,
  onLinks: (links: PreviewLink[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const q = query(
    collection(db, PREVIEW_LINKS).withConverter(fullConverter(previewLinkCodec)),
    where('collection', '==', collectionName),
    where('doc_id', '==', docId),
  );
  return onSnapshot(q, (s) => onLinks(s.docs.map((d) => d.data()).sort(newestFirst)), onError);
}

/** The document's stored status, live (null while it does not exist). */
export function subscribeStoredStatus(
  collectionName: string,
  docId: string,
  onStatus: (status: ContentStatus | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, collectionName, docId),
    (s) => onStatus(s.exists() ? statusOf(s.data()) : null),
    onError,
  );
}

/**
 * When the document was last written, live, from its newest history entry (the web SDK does not
 * show a document's update time): a link made before it has ended.
 */
export function subscribeLastWrite(
  collectionName: string,
  docId: string,
  onAt: (at: Date | null) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const q = query(
    collection(db, CONTENT_HISTORY),
    where('collection', '==', collectionName),
    where('doc_id', '==', docId),
    orderBy('at', 'desc'),
    limit(1),
  );
  return onSnapshot(q, (s) => onAt(date(s.docs[0]?.get('at'))), onError);
}

/** A new signed link to the draft, as the full address to send. */
export async function createPreviewLink(
  request: PreviewCreateRequest,
): Promise<PreviewCreateResult & { url: string }> {
  const call = httpsCallable<PreviewCreateRequest, PreviewCreateResult>(functions, PREVIEW_CREATE_FUNCTION);
  const result = (await call(request)).data;
  return { ...result, url: `${env.siteUrl}${result.path}` };
}

/** The link opens nothing from now on. */
export async function revokePreviewLink(linkId: string): Promise<void> {
  const call = httpsCallable<PreviewRevokeRequest, unknown>(functions, PREVIEW_REVOKE_FUNCTION);
  await call({ linkId });
}
