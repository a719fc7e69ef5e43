import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { STATISTICS_COLLECTIONS } from '@portfolio/model/statistics';
import type { CleanupDeps } from './cleanup';
import { compactedShard } from './cleanup';
import type { SaltStore } from './daily-salt';
import type { HitDeps } from './hit';
import { shardId, shardWrite } from './shard-write';
import type { StoredShard } from './summarize';

/** Deletes per batch, under Firestore's 500 writes. */
const BATCH = 400;

/** gRPC's ALREADY_EXISTS, as the Admin SDK reports a create() of a document that exists. */
const ALREADY_EXISTS = 6;

export function firestoreSaltStore(db: Firestore): SaltStore {
  const salts = db.collection(STATISTICS_COLLECTIONS.salts);
  return {
    async create(day, value) {
      try {
        await salts.doc(day).create({ value, created_at: FieldValue.serverTimestamp() });
        return true;
      } catch (error) {
        if ((error as { code?: unknown }).code === ALREADY_EXISTS) return false;
        throw error;
      }
    },
    async read(day) {
      const value: unknown = (await salts.doc(day).get()).get('value');
      return typeof value === 'string' ? value : null;
    },
    async deleteBefore(day) {
      const old = await salts.where(FieldPath.documentId(), '<', day).get();
      await Promise.all(old.docs.map((doc) => doc.ref.delete()));
    },
  };
}

/** A counted view: one set with merge on its shard, every counter an increment. */
export function firestoreCount(db: Firestore): HitDeps['count'] {
  const shards = db.collection(STATISTICS_COLLECTIONS.shards);
  return async (day, hit, visitor, country) => {
    const write = shardWrite(day, hit, visitor, country, () => FieldValue.increment(1));
    await shards.doc(shardId(day, write.shard)).set(write, { merge: true });
  };
}

/** The shards of the days from `from` to `to`: a range on `day` alone, which needs no composite index. */
export function firestoreShardReader(db: Firestore): (from: string, to: string) => Promise<StoredShard[]> {
  const shards = db.collection(STATISTICS_COLLECTIONS.shards);
  return async (from, to) =>
    (await shards.where('day', '>=', from).where('day', '<=', to).get()).docs.map(
      (doc) => doc.data() as StoredShard,
    );
}

export function firestoreCleanup(db: Firestore): Omit<CleanupDeps, 'now'> {
  const shards = db.collection(STATISTICS_COLLECTIONS.shards);
  return {
    deleteSaltsBefore: (day) => firestoreSaltStore(db).deleteBefore(day),
    async deleteShardsBefore(day) {
      let deleted = 0;
      for (;;) {
        const old = await shards.where('day', '<', day).select().limit(BATCH).get();
        if (old.empty) return deleted;
        const batch = db.batch();
        for (const doc of old.docs) batch.delete(doc.ref);
        await batch.commit();
        deleted += old.size;
      }
    },
    async uncompacted() {
      const open = await shards.where('compacted', '==', false).select('day').get();
      return open.docs.map((doc) => ({ id: doc.id, day: String(doc.get('day')) }));
    },
    async compact(id) {
      const ref = shards.doc(id);
      await db.runTransaction(async (t) => {
        const shard = await t.get(ref);
        if (!shard.exists) return;
        t.update(ref, { ...compactedShard(shard.data() as StoredShard), visitors: FieldValue.delete() });
      });
    },
  };
}
