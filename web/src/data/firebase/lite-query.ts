import { collection, getDocs, query, type QueryConstraint } from 'firebase/firestore/lite';
import type { CollectionName } from '@portfolio/model/collections';
import type { Codec } from '@/data/codec';
import { liteConverter, liteDb } from './lite';

/** One public read: a collection, its codec and its query constraints (order, filters, limit). */
export async function fetchList<T>(
  name: CollectionName,
  codec: Codec<T>,
  ...constraints: QueryConstraint[]
): Promise<T[]> {
  const ref = collection(liteDb, name).withConverter(liteConverter(codec));
  const snapshot = await getDocs(query(ref, ...constraints));
  return snapshot.docs.map((d) => d.data());
}
