import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { logger } from 'firebase-functions';
import { onObjectDeleted, onObjectFinalized } from 'firebase-functions/v2/storage';
import { RENDITIONS_COLLECTION, renditionDocId } from '@portfolio/model/renditions';
import { adminApp } from '../admin';
import { REGION } from '../config';
import { makeRenditions, removeRenditions, type RenditionDeps } from './handler';

/** A rendition's name never changes content while its original lives: browsers may keep it. */
const RENDITION_CACHE_CONTROL = 'public, max-age=2592000';

export function firebaseRenditionDeps(): RenditionDeps {
  const app = adminApp();
  const bucket = getStorage(app).bucket();
  const records = getFirestore(app).collection(RENDITIONS_COLLECTION);
  return {
    download: async (path) => (await bucket.file(path).download())[0],
    upload: async (path, data, contentType) => {
      await bucket.file(path).save(data, {
        resumable: false,
        metadata: { contentType, cacheControl: RENDITION_CACHE_CONTROL },
      });
    },
    deletePrefix: async (prefix) => {
      await bucket.deleteFiles({ prefix, force: true });
    },
    writeRecord: async (record) => {
      await records.doc(renditionDocId(record.path)).set(record);
    },
    deleteRecord: async (path) => {
      await records.doc(renditionDocId(path)).delete();
    },
    logger,
  };
}

// Ten encodes of a 12-megapixel photo take some seconds and a few hundred MB; the handler skips
// its own outputs (renditions/ is no source folder), so a run never triggers itself.
const OPTIONS = { region: REGION, memory: '1GiB', timeoutSeconds: 300, cpu: 1 } as const;

export const onImageStored = onObjectFinalized(OPTIONS, async (event) => {
  await makeRenditions(event.data, firebaseRenditionDeps());
});

export const onImageDeleted = onObjectDeleted({ region: REGION }, async (event) => {
  await removeRenditions(event.data, firebaseRenditionDeps());
});
