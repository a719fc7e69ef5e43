import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import type { ReorderStore } from './handler';

/** ReorderStore on a Firestore transaction (at most 500 writes: REORDER_MAX_UPDATES). */
export function firestoreReorderStore(db: Firestore): ReorderStore {
  const files = db.collection(COLLECTIONS.projectFiles);
  return {
    atomically: (work) =>
      db.runTransaction((t) =>
        work({
          async getFiles(ids) {
            const snapshots = await t.getAll(...ids.map((id) => files.doc(id)));
            return snapshots.map((s) => (s.exists ? { id: s.id, project_id: s.get('project_id') } : null));
          },
          setOrder(id, orderIndex) {
            t.update(files.doc(id), { order_index: orderIndex });
          },
        }),
      ),
  };
}
