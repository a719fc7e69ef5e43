import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@portfolio/model/collections';
import { adminApp } from '../admin';
import { REGION } from '../config';
import { restoreRecords, RestoreRecordsError, type RecordsStore } from './handler';

function firestoreRecordsStore(db: Firestore): RecordsStore {
  return {
    async createdAt(records) {
      const found = new Map<string, number>();
      if (records.length === 0) return found;
      const snaps = await db.getAll(...records.map((r) => db.collection(r.collection).doc(r.id)));
      for (const snap of snaps) {
        const value: unknown = snap.get('created_at');
        if (snap.exists && value instanceof Timestamp) found.set(snap.ref.path, value.toMillis());
        else if (snap.exists) found.set(snap.ref.path, Number.NaN);
      }
      return found;
    },
    async messages(ids) {
      const found = new Map<string, Record<string, unknown>>();
      if (ids.length === 0) return found;
      const snaps = await db.getAll(...ids.map((id) => db.collection(COLLECTIONS.contactMessages).doc(id)));
      for (const snap of snaps) {
        if (!snap.exists) continue;
        const data = { ...snap.data() };
        if (data.created_at instanceof Timestamp) data.created_at = data.created_at.toDate().toISOString();
        found.set(snap.id, data);
      }
      return found;
    },
    async write(writes) {
      const batch = db.batch();
      for (const w of writes) {
        if (w.kind === 'time') {
          batch.update(db.collection(w.collection).doc(w.id), { created_at: Timestamp.fromDate(w.at) });
        } else {
          batch.set(db.collection(COLLECTIONS.contactMessages).doc(w.id), {
            ...w.data,
            created_at: Timestamp.fromDate(w.at),
          });
        }
      }
      await batch.commit();
    },
  };
}

export const restoreRecordsCallable = onCall({ region: REGION }, async (request) => {
  try {
    return await restoreRecords(firestoreRecordsStore(getFirestore(adminApp())), request.auth, request.data);
  } catch (error) {
    if (error instanceof RestoreRecordsError) throw new HttpsError(error.code, error.message);
    throw error;
  }
});
