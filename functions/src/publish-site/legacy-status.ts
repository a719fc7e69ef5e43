import type { Firestore } from 'firebase-admin/firestore';
import { STATUS_FIELD } from '@portfolio/model/content-status';
import { LIFECYCLE_COLLECTIONS } from '@portfolio/model/content-types';

/** Firestore's limit on the writes of one batch. */
const BATCH_MAX = 500;

/**
 * Documents saved before drafts existed carry no status, and were public: the visitors' queries and
 * the rules find only documents whose status says published, so a publish first writes the status
 * into them (after the first publish since drafts came, it finds none). Returns how many it wrote.
 */
export async function stampLegacyStatus(db: Firestore): Promise<number> {
  const refs = [];
  for (const name of LIFECYCLE_COLLECTIONS) {
    const snapshot = await db.collection(name).get();
    refs.push(...snapshot.docs.filter((d) => d.get(STATUS_FIELD) === undefined).map((d) => d.ref));
  }
  for (let start = 0; start < refs.length; start += BATCH_MAX) {
    const batch = db.batch();
    for (const ref of refs.slice(start, start + BATCH_MAX)) {
      batch.update(ref, { [STATUS_FIELD]: 'published', publish_at: null });
    }
    await batch.commit();
  }
  return refs.length;
}
