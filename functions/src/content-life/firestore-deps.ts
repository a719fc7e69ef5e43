import type { App } from 'firebase-admin/app';
import {
  getFirestore,
  Timestamp,
  type Firestore,
  type Query,
  type Transaction,
} from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { CONTENT_TRASH, objectsNamed, type Fields, type TrashEntryDoc } from '@portfolio/model/content-life';
import { CONTENT_TYPES, type StorageField } from '@portfolio/model/content-types';
import { isRenditionSource, renditionDocId, RENDITIONS_COLLECTION } from '@portfolio/model/renditions';
import { adminApp } from '../admin';
import { storageUsable } from '../config';
import { collectObjects, type CollectDeps } from './collect-objects';

/** The default bucket, or null when Storage is absent or the project has no default bucket. */
export function defaultBucket(app: App = adminApp()) {
  if (!storageUsable()) return null;
  try {
    return getStorage(app).bucket();
  } catch (error) {
    logger.warn('No default Storage bucket: stored objects are left alone', { error: String(error) });
    return null;
  }
}

/**
 * Whether a content document names the object (what visitors may fetch of it), by the fields each
 * content type declares (CONTENT_TYPES): one naming it by path is found by a query, those naming it
 * by URL (with a token) are read whole, a conditional field only in the documents it applies to
 * (the profile photo row). Within `tx`, the reads hold those documents until it commits, so no
 * content write slips between this answer and what is written from it.
 */
export async function namedByContent(
  db: Firestore,
  bucket: string,
  path: string,
  tx?: Transaction,
): Promise<boolean> {
  const read = <T>(query: Query<T>) => (tx ? tx.get(query) : query.get());
  for (const type of CONTENT_TYPES) {
    for (const { field, form, when } of type.storage as readonly StorageField[]) {
      let query: Query = db.collection(type.name);
      if (when) query = query.where(when.field, '==', when.equals);
      if (form === 'path') query = query.where(field, '==', path).limit(1);
      const found = await read(query);
      const names = (data: Fields) => form === 'path' || objectsNamed(type.name, data, bucket).includes(path);
      if (found.docs.some((d) => names(d.data()))) return true;
    }
  }
  return false;
}

/** Whether a content document or a trash entry names the object: what the collector keeps. */
export async function isNamed(db: Firestore, bucket: string, path: string): Promise<boolean> {
  const inTrash = await db.collection(CONTENT_TRASH).where('objects', 'array-contains', path).limit(1).get();
  return !inTrash.empty || namedByContent(db, bucket, path);
}

/**
 * Writes whether content names each of these uploads on its record in image_renditions (the flag
 * visitors' reads and storage.rules go by), asking the database as it is now, in one transaction
 * per upload: a retry, two content writes or the renditions function's record (which sets the
 * flag the same way) end where the content is, in any order. A record is made for a named upload
 * whose renditions are not recorded yet (the renditions function merges into it); an unnamed
 * upload without a record needs none.
 */
export async function recordNamed(
  db: Firestore,
  bucket: string,
  paths: readonly string[],
): Promise<{ named: string[] }> {
  const records = db.collection(RENDITIONS_COLLECTION);
  const named: string[] = [];
  for (const path of new Set(paths)) {
    if (!isRenditionSource(path)) continue;
    const record = records.doc(renditionDocId(path));
    const isNamed = await db.runTransaction(async (tx) => {
      const now = await namedByContent(db, bucket, path, tx);
      if (now) tx.set(record, { path, named: true }, { merge: true });
      else if ((await tx.get(record)).exists) tx.update(record, { named: false });
      return now;
    });
    if (isNamed) named.push(path);
  }
  return { named };
}

/** The collector over Firestore and the default bucket; without Storage it deletes nothing. */
export function firestoreCollector(): (paths: readonly string[]) => Promise<{ deleted: string[] }> {
  const db = getFirestore(adminApp());
  const bucket = defaultBucket();
  return async (paths) => {
    if (!bucket || paths.length === 0) return { deleted: [] };
    const deps: CollectDeps = {
      isNamed: (path) => isNamed(db, bucket.name, path),
      deleteObject: async (path) => {
        await bucket.file(path).delete({ ignoreNotFound: true });
      },
    };
    const report = await collectObjects(paths, deps);
    if (report.deleted.length || report.failed.length) logger.info('Stored objects collected', { ...report });
    if (report.failed.length)
      throw new Error(`${report.failed.length} stored object(s) could not be deleted`);
    return report;
  };
}

/** Dates become Timestamps as the entry is stored. */
export function storedTrashEntry(entry: TrashEntryDoc<Date>): TrashEntryDoc<Timestamp> {
  return {
    ...entry,
    deleted_at: Timestamp.fromDate(entry.deleted_at),
    purge_at: Timestamp.fromDate(entry.purge_at),
  };
}
