// History and trash entries are written by the content-life functions (admin SDK, past these
// rules). The admin reads them; visitors and signed-in non-admins read nothing, and no client
// writes, rewrites or deletes an entry, so the record of who changed what cannot be forged.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  CONTENT_HISTORY,
  CONTENT_RESTORES,
  CONTENT_TRASH,
  restoreMarkId,
} from '@portfolio/model/content-life';
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
      CONTENT_HISTORY,
      'h1',
      {
        collection: 'skills',
        doc_id: 's1',
        kind: 'update',
        before: { name: 'a' },
        after: { name: 'b' },
        at: new Date(),
      },
    ],
    [
      CONTENT_TRASH,
      't1',
      { collection: 'skills', doc_id: 's2', data: { name: 'c' }, objects: [], purge_at: new Date() },
    ],
    [CONTENT_RESTORES, restoreMarkId('skills', 's1'), { by: 'admin-uid', at: new Date() }],
  ]);
});

const dbOf = (role: (typeof ROLES)[number]) => firestoreOf(contextFor(env, role));

describe('content_history and content_trash', () => {
  it('are read by the admin only', async () => {
    for (const name of [CONTENT_HISTORY, CONTENT_TRASH]) {
      await assertSucceeds(getDocs(collection(dbOf('admin'), name)));
      for (const role of ['visitor', 'user'] as const) {
        await assertFails(getDocs(collection(dbOf(role), name)));
        await assertFails(getDoc(doc(dbOf(role), name, name === CONTENT_HISTORY ? 'h1' : 't1')));
      }
    }
  });

  it.each(ROLES)('are never written, changed or deleted by a client (%s)', async (role) => {
    const db = dbOf(role);
    await assertFails(setDoc(doc(db, CONTENT_HISTORY, 'forged'), { collection: 'skills', doc_id: 's1' }));
    await assertFails(updateDoc(doc(db, CONTENT_HISTORY, 'h1'), { after: { name: 'rewritten' } }));
    await assertFails(deleteDoc(doc(db, CONTENT_HISTORY, 'h1')));
    await assertFails(
      setDoc(doc(db, CONTENT_TRASH, 'forged'), { collection: 'skills', objects: ['files/x-1'] }),
    );
    await assertFails(deleteDoc(doc(db, CONTENT_TRASH, 't1')));
  });
});

describe('content_restores', () => {
  // The restore callable's marks name the editor the history records: a client that wrote one
  // could put its write in someone else's name.
  it.each(ROLES)('is neither read nor written by any client (%s)', async (role) => {
    const db = dbOf(role);
    const mark = doc(db, CONTENT_RESTORES, restoreMarkId('skills', 's1'));
    await assertFails(getDoc(mark));
    await assertFails(getDocs(collection(db, CONTENT_RESTORES)));
    await assertFails(setDoc(doc(db, CONTENT_RESTORES, restoreMarkId('skills', 's2')), { by: 'someone' }));
    await assertFails(updateDoc(mark, { by: 'someone' }));
    await assertFails(deleteDoc(mark));
  });
});
