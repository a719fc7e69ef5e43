// Preview links are made and revoked by the preview functions (Admin SDK, past these rules). The
// admin lists a document's links; nobody else sees them, and no client writes one: a forged
// record would not carry a valid signature anyway, but a changed expiry or a cleared revocation
// must be impossible. The signing key is read by no client at all, not even the admin's.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { PREVIEW_KEYS, PREVIEW_LINKS, PREVIEW_SIGNING_KEY_DOC } from '@portfolio/model/preview-links';
import { arrange } from './arrange';
import { contextFor, firestoreOf, rulesEnvironment, ROLES } from './support';

let env: RulesTestEnvironment;

const link = () => ({
  collection: 'notes',
  doc_id: 'draft-note',
  title: 'A draft',
  revision: new Date(),
  created_at: new Date(),
  expires_at: new Date(Date.now() + 86_400_000),
  revoked_at: null,
  by: 'admin@example.com',
});

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await arrange(env, [
    [PREVIEW_LINKS, 'l1', link()],
    [PREVIEW_KEYS, PREVIEW_SIGNING_KEY_DOC, { key: 'c2VjcmV0' }],
  ]);
});

const dbOf = (role: (typeof ROLES)[number]) => firestoreOf(contextFor(env, role));

describe('preview_links and preview_keys', () => {
  it("the admin reads and lists a document's links; visitors and other users do not", async () => {
    const byDoc = (role: (typeof ROLES)[number]) =>
      getDocs(query(collection(dbOf(role), PREVIEW_LINKS), where('doc_id', '==', 'draft-note')));
    await assertSucceeds(byDoc('admin'));
    await assertSucceeds(getDoc(doc(dbOf('admin'), PREVIEW_LINKS, 'l1')));
    for (const role of ['visitor', 'user'] as const) {
      await assertFails(byDoc(role));
      await assertFails(getDoc(doc(dbOf(role), PREVIEW_LINKS, 'l1')));
    }
  });

  it.each(ROLES)('no client creates, changes or deletes a link (%s)', async (role) => {
    const db = dbOf(role);
    await assertFails(setDoc(doc(db, PREVIEW_LINKS, 'forged'), link()));
    await assertFails(
      updateDoc(doc(db, PREVIEW_LINKS, 'l1'), { revoked_at: null, expires_at: new Date(9e15) }),
    );
    await assertFails(deleteDoc(doc(db, PREVIEW_LINKS, 'l1')));
  });

  it.each(ROLES)('the signing key is read and written by no client (%s)', async (role) => {
    const db = dbOf(role);
    await assertFails(getDoc(doc(db, PREVIEW_KEYS, PREVIEW_SIGNING_KEY_DOC)));
    await assertFails(getDocs(collection(db, PREVIEW_KEYS)));
    await assertFails(setDoc(doc(db, PREVIEW_KEYS, PREVIEW_SIGNING_KEY_DOC), { key: 'bWluZQ' }));
  });
});
