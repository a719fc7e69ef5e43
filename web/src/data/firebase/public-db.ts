import { isPublished, publishedSpec } from '@portfolio/model/content-status';
import { hasLifecycle } from '@portfolio/model/content-types';
import type { ListSpec, PublicDb } from '@portfolio/model/public-db';
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

const isPermissionDenied = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'permission-denied';

/**
 * One document as the app's type, or null when it does not exist or is not published. The rules
 * refuse a visitor's read of a draft, and Publish's Admin SDK reads it like any document: both read
 * as absent, never as an error or a page.
 */
export async function getOf<T>(db: PublicDb, name: string, id: string, codec: Codec<T>): Promise<T | null> {
  if (!hasLifecycle(name)) {
    const stored = await db.get(name, id);
    return stored ? codec.fromFirestore(stored.id, stored.data) : null;
  }
  const stored = await db.get(name, id).catch((error: unknown) => {
    if (isPermissionDenied(error)) return null;
    throw error;
  });
  return stored && isPublished(stored.data) ? codec.fromFirestore(stored.id, stored.data) : null;
}
