// The publish log and the content-changed mark are written by the publish-site function and its
// triggers (admin SDK, past these rules). The admin reads them; nobody else does, and no client
// writes them, so the header's 'Published' / 'Unpublished changes' cannot be forged.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { CONTENT_STATE_DOC, SITE_PUBLISHES, SITE_STATE } from '@portfolio/model/site-publish';
import { arrange } from './arrange';
import { contextFor, firestoreOf, rulesEnvironment, ROLES } from './support';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});
beforeEach(async () => {
  await arrange(env, [
    [
      SITE_PUBLISHES,
      'p1',
      { at: new Date(), by_uid: 'admin', by_email: 'a@example.com', pages: 9, hash: 'h' },
    ],
    [SITE_STATE, CONTENT_STATE_DOC, { changed_at: new Date() }],
  ]);
});

const dbOf = (role: (typeof ROLES)[number]) => firestoreOf(contextFor(env, role));

describe('site_publishes and site_state', () => {
  it('are read by the admin only', async () => {
    await assertSucceeds(getDocs(collection(dbOf('admin'), SITE_PUBLISHES)));
    await assertSucceeds(getDoc(doc(dbOf('admin'), SITE_STATE, CONTENT_STATE_DOC)));
    for (const role of ['visitor', 'user'] as const) {
      await assertFails(getDocs(collection(dbOf(role), SITE_PUBLISHES)));
      await assertFails(getDoc(doc(dbOf(role), SITE_STATE, CONTENT_STATE_DOC)));
    }
  });

  it.each(ROLES)('are never written by a client (%s)', async (role) => {
    const db = dbOf(role);
    await assertFails(setDoc(doc(db, SITE_PUBLISHES, 'forged'), { at: new Date(), hash: 'x' }));
    await assertFails(deleteDoc(doc(db, SITE_PUBLISHES, 'p1')));
    await assertFails(setDoc(doc(db, SITE_STATE, CONTENT_STATE_DOC), { changed_at: new Date(0) }));
  });
});
