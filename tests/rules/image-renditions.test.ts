// Renditions and their manifest are the image-renditions function's (admin SDK, past the rules):
// anyone reads those of an image that content names, so pages can offer them; no client writes or
// deletes one, not even the admin, so a rendition cannot outlive or replace its original's content.
// The records of uploads no content names (a cover uploaded for a project never saved) are no
// visitor's to list, nor their images to fetch; their renditions are fetched only by their exact
// name, which holds the upload's random name and is listed nowhere a visitor can read.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { deleteObject, getBytes, list, ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDITIONS_COLLECTION, renditionDocId, renditionPath } from '@portfolio/model/renditions';
import { arrange, forgetUploads, recordUploads } from './arrange';
import { contextFor, firestoreOf, rulesEnvironment, ROLES, storageOf } from './support';

const ORIGINAL = 'projects/photo-1700000000000.jpg';
const RENDITION = renditionPath(ORIGINAL, 320, 'avif');
const ID = renditionDocId(ORIGINAL);
// A cover uploaded for a project that was never saved: renditions made, nothing names it.
const UNNAMED = 'projects/acme-bank-confidential-1700000000001.jpg';
const UNNAMED_RENDITION = renditionPath(UNNAMED, 320, 'avif');
const UNNAMED_ID = renditionDocId(UNNAMED);
const manifest = (path: string) => ({
  path,
  status: 'ready',
  width: 4000,
  height: 3000,
  avif: [320],
  webp: [320],
});

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment({ storage: true });
  await env.clearStorage();
  await arrange(env, [
    [RENDITIONS_COLLECTION, ID, { ...manifest(ORIGINAL), named: true }],
    [RENDITIONS_COLLECTION, UNNAMED_ID, manifest(UNNAMED)],
  ]);
  await recordUploads([{ path: ORIGINAL, named: true }, { path: UNNAMED }]);
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const path of [RENDITION, UNNAMED_RENDITION])
      await uploadBytes(ref(storageOf(ctx), path), new Uint8Array(10), { contentType: 'image/avif' });
    await uploadBytes(ref(storageOf(ctx), UNNAMED), new Uint8Array(10), { contentType: 'image/jpeg' });
  });
});
afterAll(async () => {
  await forgetUploads([ORIGINAL, UNNAMED]);
  await env?.cleanup();
});

const named = (ctx: ReturnType<typeof contextFor>) =>
  query(collection(firestoreOf(ctx), RENDITIONS_COLLECTION), where('named', '==', true));

describe.each(ROLES)('renditions for %s', (role) => {
  it('the manifest and the renditions are readable', async () => {
    const ctx = contextFor(env, role);
    await assertSucceeds(getDoc(doc(firestoreOf(ctx), RENDITIONS_COLLECTION, ID)));
    const listed = await assertSucceeds(getDocs(named(ctx)));
    expect(listed.docs.map((d) => d.id)).toEqual([ID]);
    await assertSucceeds(getBytes(ref(storageOf(ctx), RENDITION)));
  });

  it('nothing is written, replaced or deleted by a client', async () => {
    const ctx = contextFor(env, role);
    const db = firestoreOf(ctx);
    await assertFails(setDoc(doc(db, RENDITIONS_COLLECTION, ID), { path: ORIGINAL, status: 'original' }));
    await assertFails(setDoc(doc(db, RENDITIONS_COLLECTION, UNNAMED_ID), { path: UNNAMED, named: true }));
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

describe.each(['visitor', 'user'] as const)('an upload no content names, for %s', (role) => {
  it('is not in any list of records: every record at once is refused', async () => {
    const ctx = contextFor(env, role);
    await assertFails(getDocs(collection(firestoreOf(ctx), RENDITIONS_COLLECTION)));
    await assertFails(
      getDocs(query(collection(firestoreOf(ctx), RENDITIONS_COLLECTION), where('status', '==', 'ready'))),
    );
  });

  it('cannot be fetched, and its renditions cannot be found', async () => {
    const storage = storageOf(contextFor(env, role));
    await assertFails(getBytes(ref(storage, UNNAMED)));
    await assertFails(list(ref(storage, 'renditions/projects')));
    await assertFails(list(ref(storage, `renditions/${UNNAMED}`)));
    // Only who already holds the exact name (the admin's pages) fetches a rendition.
    await assertSucceeds(getBytes(ref(storage, UNNAMED_RENDITION)));
  });
});

describe('the admin', () => {
  it('lists every record and fetches an upload no content names with its renditions', async () => {
    const ctx = contextFor(env, 'admin');
    const all = await assertSucceeds(getDocs(collection(firestoreOf(ctx), RENDITIONS_COLLECTION)));
    expect(all.docs.map((d) => d.id).sort()).toEqual([ID, UNNAMED_ID].sort());
    await assertSucceeds(getBytes(ref(storageOf(ctx), UNNAMED)));
    await assertSucceeds(getBytes(ref(storageOf(ctx), UNNAMED_RENDITION)));
  });
});
