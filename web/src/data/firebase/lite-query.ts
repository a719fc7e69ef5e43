import { collection, getDocs, query, type QueryConstraint } from 'firebase/firestore/lite';
import type { CollectionName } from '@portfolio/model/collections';
import type { Codec } from '@/data/codec';
import { liteConverter, liteDb } from './lite';
import { recordReads } from './read-counter';

/** One public read: a collection, its codec and its query constraints (order, filters, limit). */
export async function fetchList<T>(
  name: CollectionName,
  codec: Codec<T>,
  ...constraints: QueryConstraint[]
): Promise<T[]> {
  const ref = collection(liteDb, name).withConverter(liteConverter(codec));
  const snapshot = await getDocs(query(ref, ...constraints));
  // An empty result is still billed as one read.
  recordReads(Math.max(1, snapshot.size));
  return snapshot.docs.map((d) => d.data());
}
