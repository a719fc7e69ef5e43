// Renditions and their manifest are the image-renditions function's (admin SDK, past the rules):
// anyone reads them, so pages can offer them; no client writes or deletes one, not even the
// admin, so a rendition cannot outlive or replace its original's content.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { deleteObject, getBytes, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { RENDITIONS_COLLECTION, renditionDocId, renditionPath } from '@portfolio/model/renditions';
import { arrange } from './arrange';
import { contextFor, firestoreOf, rulesEnvironment, ROLES, storageOf } from './support';

const ORIGINAL = 'projects/photo-1700000000000.jpg';
const RENDITION = renditionPath(ORIGINAL, 320, 'avif');
const ID = renditionDocId(ORIGINAL);

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment({ storage: true });
  await env.clearStorage();
  await arrange(env, [
    [
      RENDITIONS_COLLECTION,
      ID,
      { path: ORIGINAL, status: 'ready', width: 4000, height: 3000, avif: [320], webp: [320] },
    ],
  ]);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await uploadBytes(ref(storageOf(ctx), RENDITION), new Uint8Array(10), { contentType: 'image/avif' });
  });
});
afterAll(async () => {
  await env?.cleanup();
});

describe.each(ROLES)('renditions for %s', (role) => {
  it('the manifest and the renditions are readable', async () => {
    const ctx = contextFor(env, role);
    await assertSucceeds(getDoc(doc(firestoreOf(ctx), RENDITIONS_COLLECTION, ID)));
    await assertSucceeds(getDocs(collection(firestoreOf(ctx), RENDITIONS_COLLECTION)));
    await assertSucceeds(getBytes(ref(storageOf(ctx), RENDITION)));
  });

  it('nothing is written, replaced or deleted by a client', async () => {
    const ctx = contextFor(env, role);
    const db = firestoreOf(ctx);
    await assertFails(setDoc(doc(db, RENDITIONS_COLLECTION, ID), { path: ORIGINAL, status: 'original' }));
    await assertFails(deleteDoc(doc(db, RENDITIONS_COLLECTION, ID)));
    const storage = storageOf(ctx);
    await assertFails(uploadBytes(ref(storage, RENDITION), new Uint8Array(5), { contentType: 'image/avif' }));
    await assertFails(
      uploadBytes(ref(storage, renditionPath(ORIGINAL, 640, 'webp')), new Uint8Array(5), {
        contentType: 'image/webp',
      }),
    );
    await assertFails(deleteObject(ref(storage, RENDITION)));
  });
});
