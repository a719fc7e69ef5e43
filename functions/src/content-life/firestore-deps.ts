import type { App } from 'firebase-admin/app';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { COLLECTIONS } from '@portfolio/model/collections';
import { CONTENT_TRASH, objectsNamed, type TrashEntryDoc } from '@portfolio/model/content-life';
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
 * Whether a content document or a trash entry names the object. A file record names its object by
 * storage_path; projects and the profile photo name theirs by URL (with a token), so those few
 * documents are read whole.
 */
export async function isNamed(db: Firestore, bucket: string, path: string): Promise<boolean> {
  const byFile = await db
    .collection(COLLECTIONS.projectFiles)
    .where('storage_path', '==', path)
    .limit(1)
    .get();
  if (!byFile.empty) return true;
  const inTrash = await db.collection(CONTENT_TRASH).where('objects', 'array-contains', path).limit(1).get();
  if (!inTrash.empty) return true;
  const projects = await db.collection(COLLECTIONS.projects).get();
  if (projects.docs.some((d) => objectsNamed(COLLECTIONS.projects, d.data(), bucket).includes(path)))
    return true;
  const photo = await db.collection(COLLECTIONS.personalInfo).doc('profile_image').get();
  return objectsNamed(COLLECTIONS.personalInfo, photo.data(), bucket).includes(path);
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
