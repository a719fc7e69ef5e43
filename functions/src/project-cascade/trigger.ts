import type { App } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { adminApp } from '../admin';
import { REGION, storageUsable } from '../config';
import { cascadeProjectDelete, type CascadeDeps } from './handler';

/** The default bucket, or null when Storage is absent or the project has no default bucket. */
function defaultBucket(app: App) {
  if (!storageUsable()) return null;
  try {
    return getStorage(app).bucket();
  } catch (error) {
    logger.warn('No default Storage bucket: project file objects are left alone', { error: String(error) });
    return null;
  }
}

function firebaseDeps(): CascadeDeps {
  const app = adminApp();
  const db = getFirestore(app);
  const files = db.collection(COLLECTIONS.projectFiles);
  const bucket = defaultBucket(app);
  return {
    projectExists: async (projectId) =>
      (await db.collection(COLLECTIONS.projects).doc(projectId).get()).exists,
    listFiles: async (projectId) =>
      (await files.where('project_id', '==', projectId).get()).docs.map((d) => ({
        id: d.id,
        storage_path: d.get('storage_path'),
      })),
    deleteFileDocs: async (ids) => {
      const batch = db.batch();
      for (const id of ids) batch.delete(files.doc(id));
      await batch.commit();
    },
    pathUsedElsewhere: async (path, projectId) =>
      (await files.where('storage_path', '==', path).get()).docs.some(
        (d) => d.get('project_id') !== projectId,
      ),
    deleteObject: bucket
      ? async (path) => {
          await bucket.file(path).delete({ ignoreNotFound: true });
        }
      : undefined,
    imageStillUsed: async (url) =>
      !(await db.collection(COLLECTIONS.projects).where('image_url', '==', url).limit(1).get()).empty,
    bucket: bucket?.name ?? '',
    logger,
  };
}

/** A delete event older than this is dropped instead of retried again (retries last up to 7 days). */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

// retry: a failed run (a Storage delete that failed) is delivered again until it succeeds, so a
// file is never left public for good; the cascade is idempotent, so a repeat does no harm.
export const onProjectDeleted = onDocumentDeleted(
  { document: `${COLLECTIONS.projects}/{projectId}`, region: REGION, retry: true, timeoutSeconds: 300 },
  async (event) => {
    const age = Date.now() - Date.parse(event.time);
    if (age > GIVE_UP_AFTER_MS) {
      logger.error('Project cascade given up after a day of retries', { projectId: event.params.projectId });
      return;
    }
    await cascadeProjectDelete(event.params.projectId, event.data?.data(), firebaseDeps());
  },
);
