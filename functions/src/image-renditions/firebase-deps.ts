import type { App } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { RENDITIONS_COLLECTION, renditionDocId } from '@portfolio/model/renditions';
import { namedByContent } from '../content-life/firestore-deps';
import { withTransientRetries } from '@portfolio/model/transient-retry';
import type { Logger, RenditionDeps } from './handler';

/** A rendition's name never changes content while its original lives: browsers may keep it. */
const RENDITION_CACHE_CONTROL = 'public, max-age=2592000';

/**
 * The handlers' Storage and Firestore on an admin app: the triggers' (the default app and
 * bucket) and the backfill script's (any project, `bucketName`).
 */
export function renditionDeps(app: App, logger: Logger, bucketName?: string): RenditionDeps {
  const bucket = getStorage(app).bucket(bucketName);
  const db = getFirestore(app);
  const records = db.collection(RENDITIONS_COLLECTION);
  return {
    // A connection dropped under a burst of uploads (the Storage emulator does it on a busy
    // machine; a network can too) says nothing about the object: the same bytes go again.
    download: (path) => withTransientRetries(async () => (await bucket.file(path).download())[0]),
    exists: async (path) => (await bucket.file(path).exists())[0],
    upload: (path, data, contentType) =>
      withTransientRetries(() =>
        bucket.file(path).save(data, {
          resumable: false,
          metadata: { contentType, cacheControl: RENDITION_CACHE_CONTROL },
        }),
      ),
    deletePrefix: async (prefix) => {
      await bucket.deleteFiles({ prefix, force: true });
    },
    list: async (prefix) => (await bucket.getFiles({ prefix }))[0].map((file) => file.name),
    deleteObject: async (path) => {
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
    writeRecord: async (record) => {
      const ref = records.doc(renditionDocId(record.path));
      // Merged, with whether content names the upload as the content is now, in one transaction:
      // the content trigger sets the same flag the same way, so a form saved while the renditions
      // were being made, or content written with no trigger since (the seed's), ends right.
      await db.runTransaction(async (tx) => {
        const named = await namedByContent(db, bucket.name, record.path, tx);
        // A reason the record no longer has goes.
        tx.set(ref, { reason: FieldValue.delete(), ...record, named }, { merge: true });
      });
    },
    deleteRecord: async (path) => {
      await records.doc(renditionDocId(path)).delete();
    },
    logger,
  };
}
