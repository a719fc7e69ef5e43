// The publish log and the content-changed mark are written by the publish-site function and its
// triggers (admin SDK, past these rules). No client writes them, so the header's 'Published' /
// 'Unpublished changes' cannot be forged. The log is the admin's to read; the mark is read by
// every prerendered page, to know whether its content is current.
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
  it('the publish log is read by the admin only', async () => {
    await assertSucceeds(getDocs(collection(dbOf('admin'), SITE_PUBLISHES)));
    await assertSucceeds(getDocs(collection(dbOf('admin'), SITE_STATE)));
    for (const role of ['visitor', 'user'] as const) {
      await assertFails(getDocs(collection(dbOf(role), SITE_PUBLISHES)));
      await assertFails(getDoc(doc(dbOf(role), SITE_PUBLISHES, 'p1')));
    }
  });

  it('the content mark is read by anyone, the rest of the site state by the admin only', async () => {
    for (const role of ROLES) {
      await assertSucceeds(getDoc(doc(dbOf(role), SITE_STATE, CONTENT_STATE_DOC)));
    }
    for (const role of ['visitor', 'user'] as const) {
      await assertFails(getDocs(collection(dbOf(role), SITE_STATE)));
      await assertFails(getDoc(doc(dbOf(role), SITE_STATE, 'other')));
    }
  });

  it.each(ROLES)('are never written by a client (%s)', async (role) => {
    const db = dbOf(role);
    await assertFails(setDoc(doc(db, SITE_PUBLISHES, 'forged'), { at: new Date(), hash: 'x' }));
    await assertFails(deleteDoc(doc(db, SITE_PUBLISHES, 'p1')));
    await assertFails(setDoc(doc(db, SITE_STATE, CONTENT_STATE_DOC), { changed_at: new Date(0) }));
  });
});
