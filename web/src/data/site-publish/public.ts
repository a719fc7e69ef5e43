import { doc, getDoc } from 'firebase/firestore/lite';
import { CONTENT_STATE_DOC, SITE_STATE } from '@portfolio/model/site-publish';
import { date } from '@/data/codec';
import { liteDb } from '@/data/firebase/lite';

/**
 * When public content last changed, in milliseconds (null before any change was recorded): one
 * document read that tells a prerendered page whether the content it embeds is still current.
 */
export async function fetchContentMark(): Promise<number | null> {
  const snapshot = await getDoc(doc(liteDb, SITE_STATE, CONTENT_STATE_DOC));
  return date(snapshot.get('changed_at'))?.getTime() ?? null;
}
