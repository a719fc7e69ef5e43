// Who may do what, per collection: visitor (signed out), user (signed up through the public API,
// no claim) and admin (claim admin: true), for get, list, create, update and delete.
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
import { afterAll, beforeAll, describe, it } from 'vitest';
import { arrange, arrangeAll, remove } from './arrange';
import { CONTENT_TYPES, hasLifecycle, type ContentType } from '@portfolio/model/content-types';
import { CASES, type CollectionCase } from './fixtures';
import { contextFor, firestoreOf, ROLES, rulesEnvironment, type Role } from './support';

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';
const OPS: readonly Op[] = ['get', 'list', 'create', 'update', 'delete'];

const unknownCase: CollectionCase = {
  name: 'users' as CollectionCase['name'],
  id: 'someone',
  valid: () => ({ role: 'admin' }),
  update: () => ({ role: 'owner' }),
};

type Expectation = (role: Role, op: Op) => boolean;
const contentRule: Expectation = (role, op) => op === 'get' || op === 'list' || role === 'admin';
// Messages are created only by the contact function (the admin SDK); the inbox is the admin's.
const inboxRule: Expectation = (role, op) => op !== 'create' && role === 'admin';
const nobody: Expectation = () => false;

/** What the registry says of a collection: who reads it, who writes it. */
function expected(t: ContentType): Expectation {
  if (t.writer === 'contact-function') return inboxRule;
  if (t.visitors) return contentRule;
  return (role) => role === 'admin';
}

// Every collection of the registry, then one the rules do not know.
const TABLE: Array<[CollectionCase, Expectation]> = [
  ...CONTENT_TYPES.map((t): [CollectionCase, Expectation] => [CASES[t.name], expected(t)]),
  [unknownCase, nobody],
];

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
  await arrangeAll(env, [unknownCase]);
});
afterAll(async () => {
  await env.cleanup();
});

async function attempt(c: CollectionCase, role: Role, op: Op): Promise<unknown> {
  const db = firestoreOf(contextFor(env, role));
  const ref = doc(db, c.name, c.id);
  await arrange(env, [[c.name, c.id, c.valid()]]);
  switch (op) {
    case 'get':
      return getDoc(ref);
    case 'list':
      // As the app lists it: a document with a page of its own only by a query for published ones
      // (drafts.test.ts tries every other query).
      return getDocs(
        hasLifecycle(c.name)
          ? query(collection(db, c.name), where('status', '==', 'published'))
          : collection(db, c.name),
      );
    case 'create':
      await remove(env, c.name, c.id);
      return setDoc(ref, c.valid());
    case 'update':
      return updateDoc(ref, c.update());
    case 'delete':
      return deleteDoc(ref);
  }
}

for (const [c, allowed] of TABLE) {
  describe(c.name, () => {
    for (const role of ROLES) {
      for (const op of OPS) {
        const verdict = allowed(role, op);
        it(`${role} ${op}: ${verdict ? 'allowed' : 'denied'}`, async () => {
          const outcome = attempt(c, role, op);
          await (verdict ? assertSucceeds(outcome) : assertFails(outcome));
        });
      }
    }
  });
}
