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
    listFiles: async (projectId) =>
      (await files.where('project_id', '==', projectId).get()).docs.map((d) => ({
        id: d.id,
        storage_path: d.get('storage_path'),
      })),
    deleteFileDoc: async (id) => {
      await files.doc(id).delete();
    },
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

export const onProjectDeleted = onDocumentDeleted(
  { document: `${COLLECTIONS.projects}/{projectId}`, region: REGION },
  async (event) => {
    await cascadeProjectDelete(event.params.projectId, event.data?.data(), firebaseDeps());
  },
);
