import { collection, getDocs, query, type QueryConstraint } from 'firebase/firestore/lite';
import type { CollectionName } from '@portfolio/model/collections';
import type { Codec } from '../codec';
import { liteConverter, liteDb } from './lite';

/** One public read: a collection, its codec and the constraints of the spec's section 7. */
export async function fetchList<T>(
  name: CollectionName,
  codec: Codec<T>,
  ...constraints: QueryConstraint[]
): Promise<T[]> {
  const ref = collection(liteDb, name).withConverter(liteConverter(codec));
  const snapshot = await getDocs(query(ref, ...constraints));
  return snapshot.docs.map((d) => d.data());
}
