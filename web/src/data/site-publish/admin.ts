import { collection, doc, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import {
  CONTENT_STATE_DOC,
  PUBLISH_FUNCTION,
  SITE_PUBLISHES,
  SITE_STATE,
  type PublishResult,
} from '@portfolio/model/site-publish';
import { date } from '@/data/codec';
import { db, fullConverter, functions } from '@/data/firebase/full';
import { sitePublishCodec, type SitePublish } from './model';

/** How many past publishes the admin header lists. */
export const RECENT_PUBLISHES = 5;

/** The newest publishes, live; returns the unsubscribe function. */
export function subscribeRecentPublishes(
  onPublishes: (publishes: SitePublish[]) => void,
  onError: (error: Error) => void,
): () => void {
  const q = query(
    collection(db, SITE_PUBLISHES).withConverter(fullConverter(sitePublishCodec)),
    orderBy('at', 'desc'),
    limit(RECENT_PUBLISHES),
  );
  return onSnapshot(q, (snapshot) => onPublishes(snapshot.docs.map((d) => d.data())), onError);
}

/** When public content last changed (null: not since the mark was introduced), live. */
export function subscribeContentChangedAt(
  onChangedAt: (changedAt: Date | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onSnapshot(
    doc(db, SITE_STATE, CONTENT_STATE_DOC),
    (snapshot) => onChangedAt(date(snapshot.get('changed_at'))),
    onError,
  );
}

/** The callable 'publish-site': renders every public page from the content now and puts it live. */
export async function publishSite(): Promise<PublishResult> {
  // Rendering and uploading every page can take a while on a cold function.
  const call = httpsCallable<Record<string, never>, PublishResult>(functions, PUBLISH_FUNCTION, {
    timeout: 300_000,
  });
  return (await call({})).data;
}

export type { SitePublish };
