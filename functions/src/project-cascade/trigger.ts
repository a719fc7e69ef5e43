import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentDeleted } from 'firebase-functions/v2/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { CONTENT_TRASH, entryId, type Fields } from '@portfolio/model/content-life';
import { adminApp } from '../admin';
import { REGION } from '../config';
import { defaultBucket, storedTrashEntry } from '../content-life/firestore-deps';
import { cascadeProjectDelete, type CascadeDeps } from './handler';

function firebaseDeps(): CascadeDeps {
  const db = getFirestore(adminApp());
  const files = db.collection(COLLECTIONS.projectFiles);
  const trash = db.collection(CONTENT_TRASH);
  return {
    projectExists: async (projectId) =>
      (await db.collection(COLLECTIONS.projects).doc(projectId).get()).exists,
    listFiles: async (projectId) =>
      (await files.where('project_id', '==', projectId).get()).docs.map((d) => ({
        id: d.id,
        data: d.data(),
      })),
    putInTrash: async (id, entry) => {
      const ref = trash.doc(id);
      await db.runTransaction(async (tx) => {
        const old = await tx.get(ref);
        if (!old.exists) {
          tx.set(ref, storedTrashEntry(entry));
          return;
        }
        // A retry: the first run may have deleted some file records already; keep every one.
        const known = new Set((old.get('files') as Array<{ id: string }>).map((f) => f.id));
        const added = entry.files.filter((f) => !known.has(f.id));
        if (added.length === 0) return;
        tx.update(ref, {
          files: FieldValue.arrayUnion(...added),
          objects: FieldValue.arrayUnion(...entry.objects),
        });
      });
    },
    deleteFileDocs: async (ids) => {
      const batch = db.batch();
      for (const id of ids) batch.delete(files.doc(id));
      await batch.commit();
    },
    bucket: defaultBucket()?.name ?? '',
    logger,
  };
}

/** A delete event older than this is dropped instead of retried again (retries last up to 7 days). */
const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;

// retry: a failed run is delivered again until it succeeds; the cascade is idempotent.
export const onProjectDeleted = onDocumentDeleted(
  { document: `${COLLECTIONS.projects}/{projectId}`, region: REGION, retry: true, timeoutSeconds: 300 },
  async (event) => {
    const atMillis = Date.parse(event.time);
    if (Date.now() - atMillis > GIVE_UP_AFTER_MS) {
      logger.error('Project cascade given up after a day of retries', { projectId: event.params.projectId });
      return;
    }
    const { projectId } = event.params;
    // The event's id names the trash entry, so a retry finds the same one.
    await cascadeProjectDelete(
      projectId,
      event.data?.data() as Fields | undefined,
      { entryId: entryId(COLLECTIONS.projects, projectId, event.id), atMillis },
      firebaseDeps(),
    );
  },
);
