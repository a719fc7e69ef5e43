import type { ListSpec, PublicDb } from '@portfolio/model/public-db';
import type { Codec } from '@/data/codec';

export { DOCUMENT_ID, type ListSpec, type PublicDb, type StoredDoc } from '@portfolio/model/public-db';

/** A collection's documents as the app's type, through its codec. */
export async function listOf<T>(db: PublicDb, name: string, codec: Codec<T>, spec?: ListSpec): Promise<T[]> {
  return (await db.list(name, spec)).map((d) => codec.fromFirestore(d.id, d.data));
}

/** One document as the app's type, or null when it does not exist. */
export async function getOf<T>(db: PublicDb, name: string, id: string, codec: Codec<T>): Promise<T | null> {
  const stored = await db.get(name, id);
  return stored ? codec.fromFirestore(stored.id, stored.data) : null;
}
