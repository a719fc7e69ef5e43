import { FieldValue, getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { COLLECTIONS } from '@portfolio/model/collections';
import {
  CONTENT_HISTORY,
  CONTENT_RESTORES,
  CONTENT_TRASH,
  restoreMarkId,
  type ContentCollection,
} from '@portfolio/model/content-life';
import { addressClaimsOf } from '@portfolio/model/content-types';
import { claimedSlugs } from '@portfolio/model/slug';
import type { TrashEntry } from '../content-life/trash';
import { adminApp } from '../admin';
import { REGION } from '../config';
import { restore, RestoreError, TrashError, type RestoreDeps } from './handler';

/** Writes per batch, under Firestore's 500. */
const BATCH = 400;

function firestoreRestoreStore(db: Firestore): RestoreDeps {
  const existing = async (collection: string, ids: readonly string[]) => {
    if (ids.length === 0) return new Set<string>();
    const snaps = await db.getAll(...ids.map((id) => db.collection(collection).doc(id)));
    return new Set(snaps.filter((s) => s.exists).map((s) => s.id));
  };
  const existingProjects = (ids: readonly string[]) => existing(COLLECTIONS.projects, ids);
  const addressHolders = async (collection: string, slugs: readonly string[]) => {
    const holders = new Map<string, string>();
    const claims = addressClaimsOf(collection);
    if (!claims || slugs.length === 0) return holders;
    const held = new Map<string, string>();
    const claimed = db.collection(claims.collection);
    for (const snap of await db.getAll(...[...new Set(slugs)].map((slug) => claimed.doc(slug)))) {
      const holder = snap.get(claims.holder) as unknown;
      if (typeof holder === 'string') held.set(snap.id, holder);
    }
    // A claim of a document that is gone holds nothing.
    const present = await existing(collection, [...new Set(held.values())]);
    for (const [slug, holder] of held) if (present.has(holder)) holders.set(slug, holder);
    return holders;
  };
  // The one place a restore writes a document, and with a project or paper the claims to its addresses.
  const writeDocuments: RestoreDeps['writeDocuments'] = async (documents, removed = [], by) => {
    const batch = db.batch();
    const marks = db.collection(CONTENT_RESTORES);
    // Same commit, same time: the content trigger knows its write by it.
    const mark = (collection: string, id: string) => {
      // The time makes every commit change the mark, so its update time is this commit's.
      if (by) batch.set(marks.doc(restoreMarkId(collection, id)), { by, at: FieldValue.serverTimestamp() });
    };
    for (const { collection, id, data } of documents) {
      batch.set(db.collection(collection).doc(id), data);
      mark(collection, id);
      const claims = addressClaimsOf(collection);
      if (claims) {
        for (const slug of claimedSlugs(data))
          batch.set(db.collection(claims.collection).doc(slug), { [claims.holder]: id });
      }
    }
    for (const { collection, id } of removed) {
      batch.delete(db.collection(collection).doc(id));
      mark(collection, id);
    }
    await batch.commit();
  };
  return {
    addressHolders,
    existingProjects,
    writeDocuments,
    async readVersion(versionId) {
      const snap = await db.collection(CONTENT_HISTORY).doc(versionId).get();
      return snap.exists ? (snap.data() as Awaited<ReturnType<RestoreDeps['readVersion']>>) : null;
    },
    async readDocument(collection, docId) {
      return (await db.collection(collection).doc(docId).get()).data() ?? null;
    },
    now: () => new Date(),

    // The trash.
    async read(entryId) {
      const snap = await db.collection(CONTENT_TRASH).doc(entryId).get();
      return snap.exists ? (snap.data() as TrashEntry) : null;
    },
    documentExists: async (collection, docId) => (await db.collection(collection).doc(docId).get()).exists,
    slugHolder: async (collection, slug) => (await addressHolders(collection, [slug])).get(slug) ?? null,
    async writeBack(entryId, entry) {
      // The document first, with the claims to its addresses: a file record belongs to an
      // existing project, and an address to the project that claims it.
      // Only the content trigger writes trash entries, each of a content collection's document.
      const collection = entry.collection as ContentCollection;
      await writeDocuments([{ collection, id: entry.doc_id, data: entry.data }]);
      const files = db.collection(COLLECTIONS.projectFiles);
      for (let i = 0; i < entry.files.length; i += BATCH) {
        const batch = db.batch();
        for (const file of entry.files.slice(i, i + BATCH)) batch.set(files.doc(file.id), file.data);
        await batch.commit();
      }
      // Last, so an interrupted restore can be run again from the same entry.
      await db.collection(CONTENT_TRASH).doc(entryId).delete();
    },

    // A backup's records.
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
    async writeRecords(writes) {
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

/**
 * 'restore-records': {kind: 'version' | 'trash' | 'backup' | 'records', ...} -> what was put back.
 * An error the admin can act on keeps its words; any other leaves the content as it was (each
 * call is one atomic write, or a trash entry stays until its document and files are back).
 */
export const restoreRecordsCallable = onCall({ region: REGION, timeoutSeconds: 300 }, async (request) => {
  try {
    return await restore(firestoreRestoreStore(getFirestore(adminApp())), request.auth, request.data);
  } catch (error) {
    if (error instanceof RestoreError || error instanceof TrashError)
      throw new HttpsError(error.code, error.message);
    logger.error('restore-records failed', { error: String(error) });
    const kind = (request.data as { kind?: unknown } | null)?.kind;
    throw new HttpsError(
      'internal',
      kind === 'trash'
        ? 'The entry could not be restored; nothing was removed from the trash.'
        : 'The restore could not be written; nothing was changed.',
    );
  }
});
