// Drafts and scheduled documents: a project, paper or note that is not published is the admin's
// alone. A visitor (or anyone signed up) can neither read one by its id nor find one by any query;
// the only list a visitor may make asks for published documents. The admin writes a status the
// model knows, and a schedule says when.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  orderBy,
  query,
  setDoc,
  Timestamp,
  where,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SCHEDULE_ERROR_MAX } from '@portfolio/model/content-status';
import { documentChecks } from '@portfolio/model/validate';
import { arrange, arrangeAll } from './arrange';
import { notesCase, projectsCase, publicationsCase, text, type CollectionCase } from './fixtures';
import { contextFor, firestoreOf, rulesEnvironment, type Role } from './support';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnvironment();
});
afterAll(async () => {
  await env.cleanup();
});

const SOON = Timestamp.fromDate(new Date('2030-01-01T09:00:00Z'));
const CASES: readonly CollectionCase[] = [projectsCase, publicationsCase, notesCase];
const draftOf = (c: CollectionCase) => ({ ...c.valid(), status: 'draft' });
const scheduledOf = (c: CollectionCase) => ({ ...c.valid(), status: 'scheduled', publish_at: SOON });

beforeEach(async () => {
  await arrangeAll(env);
  await arrange(
    env,
    CASES.flatMap((c): Array<[string, string, DocumentData]> => [
      [c.name, 'a-draft', draftOf(c)],
      [c.name, 'a-scheduled', scheduledOf(c)],
    ]),
  );
});

const as = (role: Role): Firestore => firestoreOf(contextFor(env, role));
const ids = (snapshot: { docs: Array<{ id: string }> }) => snapshot.docs.map((d) => d.id).sort();

describe.each(CASES)('$name that is not published', (c) => {
  it.each(['visitor', 'user'] as const)('is neither read nor found by a %s', async (role) => {
    const db = as(role);
    await assertSucceeds(getDoc(doc(db, c.name, c.id)));
    await assertFails(getDoc(doc(db, c.name, 'a-draft')));
    await assertFails(getDoc(doc(db, c.name, 'a-scheduled')));
    // The one list a visitor may make holds none; every query that could yield one is refused whole.
    const published = await assertSucceeds(
      getDocs(query(collection(db, c.name), where('status', '==', 'published'))),
    );
    expect(ids(published)).not.toContain('a-draft');
    expect(ids(published)).not.toContain('a-scheduled');
    await assertFails(getDocs(collection(db, c.name)));
    await assertFails(getDocs(query(collection(db, c.name), where('status', '==', 'draft'))));
    await assertFails(getDocs(query(collection(db, c.name), where('status', 'in', ['draft', 'published']))));
    await assertFails(getDocs(query(collection(db, c.name), where('status', '!=', 'published'))));
    await assertFails(getDocs(query(collection(db, c.name), orderBy('status'))));
    // Nor may a query by id reach one; asking for an id nobody holds is answered (it reveals nothing).
    await assertFails(getDocs(query(collection(db, c.name), where(documentId(), '==', 'a-draft'))));
    expect((await assertSucceeds(getDoc(doc(db, c.name, 'nobody-holds-this')))).exists()).toBe(false);
  });

  it('is read and listed by the admin', async () => {
    const db = as('admin');
    await assertSucceeds(getDoc(doc(db, c.name, 'a-draft')));
    const all = await assertSucceeds(getDocs(collection(db, c.name)));
    expect(ids(all)).toEqual(expect.arrayContaining(['a-draft', 'a-scheduled', c.id]));
  });
});

describe.each(CASES)('the status of $name', (c) => {
  const check = (data: DocumentData) =>
    documentChecks((v) => v instanceof Timestamp)[c.name as keyof ReturnType<typeof documentChecks>](
      'new-doc',
      { ...data, created_at: Timestamp.now() },
    );
  const save = (fields: DocumentData) => {
    const { status: _status, ...rest } = c.valid();
    return setDoc(doc(as('admin'), c.name, 'new-doc'), { ...rest, ...fields });
  };
  const accepted: Array<[string, DocumentData]> = [
    ['a draft', { status: 'draft' }],
    ['a draft with no time', { status: 'draft', publish_at: null }],
    ['scheduled with a time', { status: 'scheduled', publish_at: SOON }],
    ['published, keeping the time it was scheduled for', { status: 'published', publish_at: SOON }],
    [
      'a failed schedule with its reason',
      { status: 'scheduled', publish_at: SOON, schedule_error: text(SCHEDULE_ERROR_MAX) },
    ],
  ];
  const refused: Array<[string, DocumentData]> = [
    ['no status', {}],
    ['a status the model does not know', { status: 'hidden' }],
    ['a status in capitals', { status: 'Published' }],
    ['scheduled without a time', { status: 'scheduled' }],
    ['scheduled with no time', { status: 'scheduled', publish_at: null }],
    ['a time as text', { status: 'scheduled', publish_at: '2030-01-01T09:00:00Z' }],
    [
      'a reason too long',
      { status: 'scheduled', publish_at: SOON, schedule_error: text(SCHEDULE_ERROR_MAX + 1) },
    ],
  ];

  it.each(accepted)('takes %s, as the validator does', async (_name, fields) => {
    await assertSucceeds(save(fields));
    const { status: _status, ...rest } = c.valid();
    expect(check({ ...rest, ...fields })).toBeNull();
  });

  it.each(refused)('refuses %s, as the validator does', async (_name, fields) => {
    await assertFails(save(fields));
    const { status: _status, ...rest } = c.valid();
    expect(check({ ...rest, ...fields })).not.toBeNull();
  });

  it('is the admin’s to change: nobody else publishes a draft', async () => {
    await assertFails(setDoc(doc(as('user'), c.name, 'a-draft'), { status: 'published' }, { merge: true }));
    await assertSucceeds(
      setDoc(doc(as('admin'), c.name, 'a-draft'), { status: 'published' }, { merge: true }),
    );
    await assertSucceeds(getDoc(doc(as('visitor'), c.name, 'a-draft')));
  });
});
