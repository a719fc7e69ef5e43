import { PUBLISHED_WHERE, publishedSpec } from '@portfolio/model/content-status';
import { hasLifecycle } from '@portfolio/model/content-types';
import { DOCUMENT_ID, type ListSpec, type PublicDb } from '@portfolio/model/public-db';
import type { Codec } from '@/data/codec';

export { DOCUMENT_ID, type ListSpec, type PublicDb, type StoredDoc } from '@portfolio/model/public-db';

/**
 * A collection's documents as the app's type, through its codec. A collection whose documents
 * have a status yields published ones only: every public read (the browser's, the prerender's,
 * Publish's) goes through here, so a draft reaches no page, feed or file.
 */
export async function listOf<T>(db: PublicDb, name: string, codec: Codec<T>, spec?: ListSpec): Promise<T[]> {
  const narrowed = hasLifecycle(name) ? publishedSpec(spec) : spec;
  return (await db.list(name, narrowed)).map((d) => codec.fromFirestore(d.id, d.data));
}

/**
 * One document as the app's type, or null when it does not exist or is not published. A document
 * with a status is asked for by a query on its id and status: a visitor's plain read of a draft is
 * refused by the rules, and a draft must read as absent, not as an error.
 */
export async function getOf<T>(db: PublicDb, name: string, id: string, codec: Codec<T>): Promise<T | null> {
  if (hasLifecycle(name)) {
    const [stored] = await db.list(name, { where: [[DOCUMENT_ID, '==', id], PUBLISHED_WHERE], limit: 1 });
    return stored ? codec.fromFirestore(stored.id, stored.data) : null;
  }
  const stored = await db.get(name, id);
  return stored ? codec.fromFirestore(stored.id, stored.data) : null;
}
