import { CONTENT_STATE_DOC, SITE_STATE } from '@portfolio/model/site-publish';
import { date } from '@/data/codec';
import { liteReadDb } from '@/data/firebase/lite-db';
import type { PublicDb } from '@/data/firebase/public-db';

/**
 * When public content last changed, in milliseconds (null before any change was recorded): one
 * document read that tells a prerendered page whether the content it embeds is still current.
 */
export async function fetchContentMark(db: PublicDb = liteReadDb): Promise<number | null> {
  const stored = await db.get(SITE_STATE, CONTENT_STATE_DOC);
  return date(stored?.data.changed_at)?.getTime() ?? null;
}
