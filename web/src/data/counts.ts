import { collection, getCountFromServer } from 'firebase/firestore';
import type { CollectionName } from '@portfolio/model/collections';
import { db } from './firebase/full';

/** Exact count through an aggregate query: no documents are downloaded. */
export async function countDocuments(name: CollectionName): Promise<number> {
  return (await getCountFromServer(collection(db, name))).data().count;
}
