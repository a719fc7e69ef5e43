import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWrittenWithAuthContext } from 'firebase-functions/v2/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '@portfolio/model/collections';
import {
  CONTENT_HISTORY,
  CONTENT_RESTORES,
  CONTENT_TRASH,
  restoreMarkId,
  UNNAMED_UPLOAD_MS,
  type Fields,
} from '@portfolio/model/content-life';
import { ADMIN_COLLECTIONS } from '@portfolio/model/content-types';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { adminApp } from '../admin';
import { REGION } from '../config';
import { markContentChanged, writeTime } from '../publish-site/content-mark';
import { scheduleOnWrite } from '../scheduled-publish/on-write';
import { collectObjects, sweepCandidates } from './collect-objects';
import { editorOf } from './editor';
import { defaultBucket, firestoreCollector, isNamed, recordNamed, storedTrashEntry } from './firestore-deps';
import { recordContentWrite } from './record-write';
import { purgeLimit, purgeTrash, TrashError } from './trash';

/** Writes per batch, under Firestore's 500. */
const BATCH = 400;

/**
 * One trigger per content collection, and the only one: the unpublished-changes mark at the
 * write's own time, the history entry of every write (with the editor's uid from the event's auth
 * context), the trash entry of a delete (a project's with its files, whose records it then
 * removes), the objects a change let go, and the task of a scheduled publish. Retried on failure; every write is keyed by the event
 * id and the mark only moves forward, so a retry repeats nothing.
 */
export const contentWriteTriggers = Object.fromEntries(
  ADMIN_COLLECTIONS.map((collection) => [
    collection.replace('_', ''),
    onDocumentWrittenWithAuthContext(
      // 300 s: a deleted project's file records go in batches.
      { document: `${collection}/{docId}`, region: REGION, retry: true, timeoutSeconds: 300 },
      async (event) => {
        const db = getFirestore(adminApp());
        const history = db.collection(CONTENT_HISTORY);
        const files = db.collection(COLLECTIONS.projectFiles);
        const release = firestoreCollector();
        const bucket = defaultBucket();
        // The write's own time (writeTime: its update time; a delete's event time).
        const updated = event.data?.after.updateTime;
        const atMillis = writeTime(event.time, event.data?.before.updateTime, updated);
        const { docId } = event.params;
        const commitMillis = updated?.toMillis() ?? (Date.parse(event.time) || null);
        const markSnap = await db.collection(CONTENT_RESTORES).doc(restoreMarkId(collection, docId)).get();
        const mark =
          markSnap.exists && typeof markSnap.get('by') === 'string'
            ? { by: markSnap.get('by') as string, atMillis: markSnap.updateTime!.toMillis() }
            : null;
        await recordContentWrite(
          {
            collection,
            docId,
            eventId: event.id,
            atMillis,
            before: (event.data?.before.data() as Fields | undefined) ?? null,
            after: (event.data?.after.data() as Fields | undefined) ?? null,
            // The principal Firestore reports (the emulator reports a made-up one), or the admin
            // who asked the restore callable for this write.
            ...editorOf({ type: event.authType, id: event.authId }, commitMillis, mark),
          },
          {
            mark: markContentChanged,
            writeHistory: async (id, entry) => {
              await history.doc(id).set({ ...entry, at: Timestamp.fromDate(entry.at) });
            },
            listVersions: async (c, docId) =>
              (
                await history.where('collection', '==', c).where('doc_id', '==', docId).select('at').get()
              ).docs.map((d) => ({ id: d.id, atMillis: (d.get('at') as Timestamp).toMillis() })),
            deleteHistory: async (ids) => {
              for (let i = 0; i < ids.length; i += BATCH) {
                const batch = db.batch();
                for (const id of ids.slice(i, i + BATCH)) batch.delete(history.doc(id));
                await batch.commit();
              }
            },
            writeTrash: async (id, entry) => {
              const ref = db.collection(CONTENT_TRASH).doc(id);
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
            projectExists: async (id) => (await db.collection(COLLECTIONS.projects).doc(id).get()).exists,
            listFiles: async (projectId) =>
              (await files.where('project_id', '==', projectId).get()).docs.map((d) => ({
                id: d.id,
                data: d.data(),
              })),
            deleteFileDocs: async (ids) => {
              const batch = db.batch();
              for (const id of ids) batch.delete(files.doc(id));
              await batch.commit();
            },
            release: async (paths) => {
              await release(paths);
            },
            recheck: async (paths) => {
              if (bucket) await recordNamed(db, bucket.name, paths);
            },
            releaseClaims: async (projectId, slugs) => {
              const claims = db.collection(PROJECT_SLUGS_COLLECTION);
              const project = db.collection(COLLECTIONS.projects).doc(projectId);
              // One transaction: a project written again under this id meanwhile keeps its claims,
              // and a claim another project took meanwhile is that project's.
              await db.runTransaction(async (tx) => {
                const snaps = await tx.getAll(project, ...slugs.map((slug) => claims.doc(slug)));
                if (snaps[0]!.exists) return;
                for (const claim of snaps.slice(1))
                  if (claim.get('project_id') === projectId) tx.delete(claim.ref);
              });
            },
            bucket: bucket?.name ?? '',
          },
        );
        // A project, paper or note scheduled for a time: its task, queued for that time.
        await scheduleOnWrite(collection, docId, event.data);
      },
    ),
  ]),
);

async function purgeNow(limit = Infinity) {
  const db = getFirestore(adminApp());
  const trash = db.collection(CONTENT_TRASH);
  return purgeTrash(
    {
      listDue: async (now) =>
        (await trash.where('purge_at', '<=', Timestamp.fromMillis(now)).get()).docs.map((d) => ({
          id: d.id,
          purgeAtMillis: (d.get('purge_at') as Timestamp).toMillis(),
          objects: (d.get('objects') as string[] | undefined) ?? [],
        })),
      deleteEntry: async (id) => {
        await trash.doc(id).delete();
      },
      collect: firestoreCollector(),
      now: () => Date.now(),
      progress: (done, total) => logger.info('Trash purge', { done, total }),
    },
    limit,
  );
}

/** Every day: the trash entries past their 30 days go, with the objects only they named. */
export const trashPurgeSchedule = onSchedule(
  { schedule: 'every day 03:00', region: REGION, timeZone: 'UTC' },
  async () => {
    logger.info('Trash purge done', await purgeNow());
  },
);

/**
 * The same purge at the admin's request (the Trash page): {limit?} -> {purged, objectsDeleted,
 * remaining}; the page asks for a few at a time and calls again while some remain.
 */
export const trashPurgeCallable = onCall({ region: REGION, timeoutSeconds: 300 }, async (request) => {
  if (request.auth?.token?.admin !== true)
    throw new HttpsError('permission-denied', 'Only the admin empties the trash.');
  try {
    return await purgeNow(purgeLimit(request.data));
  } catch (error) {
    if (error instanceof TrashError) throw new HttpsError(error.code, error.message);
    throw error;
  }
});

/**
 * Every day: uploads in the content folders that nothing has named for a day (a cancelled form,
 * an upload whose save never came) go. renditions/ and other folders are never looked at.
 */
export const unnamedUploadSweep = onSchedule(
  { schedule: 'every day 03:30', region: REGION, timeZone: 'UTC' },
  async () => {
    const bucket = defaultBucket();
    if (!bucket) return;
    const db = getFirestore(adminApp());
    const [files] = await bucket.getFiles({ autoPaginate: true });
    const objects = files.map((f) => ({
      path: f.name,
      createdMillis: Date.parse(String(f.metadata.timeCreated ?? '')) || Date.now(),
    }));
    const report = await collectObjects(sweepCandidates(objects, Date.now(), UNNAMED_UPLOAD_MS), {
      isNamed: (path) => isNamed(db, bucket.name, path),
      deleteObject: async (path) => {
        await bucket.file(path).delete({ ignoreNotFound: true });
      },
    });
    logger.info('Unnamed upload sweep done', { deleted: report.deleted, failed: report.failed });
  },
);
