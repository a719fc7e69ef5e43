import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  orderBy,
  query,
  updateDoc,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import type { CollectionName } from '@portfolio/model/collections';
import type { Codec } from '@/data/codec';
import { db, fullConverter } from './full';

/**
 * Admin reads and writes of a collection ordered by order_index (education, experience,
 * services, certifications): the same five operations, one implementation.
 */
export function orderedAdmin<T extends { id: string }, Input>(
  name: CollectionName,
  codec: Codec<T>,
  toDoc: (input: Input) => DocumentData,
  extraOnCreate: () => DocumentData = () => ({}),
) {
  const ref = collection(db, name);
  const ordered = query(ref.withConverter(fullConverter(codec)), orderBy('order_index', 'asc'));

  return {
    /** For live lists (reactfire's useFirestoreCollectionData). */
    query: ordered,
    async list(): Promise<T[]> {
      return (await getDocs(ordered)).docs.map((d) => d.data());
    },
    async create(input: Input): Promise<string> {
      return (await addDoc(ref, { ...toDoc(input), ...extraOnCreate() })).id;
    },
    update(id: string, input: Input): Promise<void> {
      return updateDoc(doc(ref, id), toDoc(input));
    },
    remove(id: string): Promise<void> {
      return deleteDoc(doc(ref, id));
    },
    /** Rewrites order_index 1..n in the given order, in one batch. */
    async reorder(ids: readonly string[]): Promise<void> {
      const batch = writeBatch(db);
      ids.forEach((id, i) => batch.update(doc(ref, id), { order_index: i + 1 }));
      await batch.commit();
    },
  };
}
