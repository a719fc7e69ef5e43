// The callable 'restore-records' in the Functions emulator, the one restore: it puts back what no
// client may write on restore (a document's original created_at, the contact messages), for the
// admin only, each message checked as the rules would store it, and writes nothing a second time;
// and it writes a version from the history back with the document's created_at and addresses.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { CONTENT_HISTORY } from '@portfolio/model/content-life';
import { PROJECT_SLUGS_COLLECTION } from '@portfolio/model/slug';
import { RESTORE_RECORDS_FUNCTION } from '@portfolio/model/limits';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';
import { callFunction, eventually, idToken } from './callable';

const ADMIN = { email: 'restore-admin@example.com', password: 'restore-secret' };
const USER = { email: 'restore-user@example.com', password: 'restore-secret' };

const run = randomUUID().slice(0, 8);
const projectId = `restore-${run}`;
const messageId = `restore-${run}-m`;
const ORIGINAL = '2021-03-04T05:06:07.890Z';

const { db } = adminApp();
let adminToken: string;
let adminUid: string;
let userToken: string;

const message = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  subject: 'A project together',
  message: 'I would like to talk about a model.',
  created_at: '2022-02-02T02:02:02.000Z',
  email_status: 'sent',
  read: true,
};
const input = {
  kind: 'records',
  times: [
    { collection: COLLECTIONS.projects, id: projectId, created_at: ORIGINAL },
    { collection: COLLECTIONS.projects, id: `${projectId}-absent`, created_at: ORIGINAL },
  ],
  messages: [{ id: messageId, data: message }],
};
const call = (data: unknown, token?: string) => callFunction(RESTORE_RECORDS_FUNCTION, data, token);

beforeAll(async () => {
  adminUid = await ensureUser(ADMIN.email, ADMIN.password, true);
  await ensureUser(USER.email, USER.password, false);
  adminToken = await idToken(ADMIN.email, ADMIN.password);
  userToken = await idToken(USER.email, USER.password);
  await db
    .collection(COLLECTIONS.projects)
    .doc(projectId)
    .set({ title: 'Restored', created_at: Timestamp.now() });
});

afterAll(async () => {
  await db.collection(COLLECTIONS.projects).doc(projectId).delete();
  await db.collection(COLLECTIONS.projects).doc(`${projectId}-version`).delete();
  await db.collection(CONTENT_HISTORY).doc(`${projectId}-version`).delete();
  await db.collection(COLLECTIONS.contactMessages).doc(messageId).delete();
  await closeAdminApps();
});

describe('restore-records', () => {
  it('refuses visitors and signed-in users who are not the admin, writing nothing', async () => {
    expect((await call(input)).error?.status).toBe('PERMISSION_DENIED');
    expect((await call(input, userToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await db.collection(COLLECTIONS.contactMessages).doc(messageId).get()).exists).toBe(false);
  });

  it('refuses a message the rules would not store, and a collection without machine times', async () => {
    const bad = { ...input, messages: [{ id: messageId, data: { ...message, email: 'a b@example.com' } }] };
    const refused = await call(bad, adminToken);
    expect(refused.error?.status).toBe('INVALID_ARGUMENT');
    expect(refused.error?.message).toMatch(/email is not valid/);
    const skills = {
      kind: 'records',
      times: [{ collection: COLLECTIONS.skills, id: 'x', created_at: ORIGINAL }],
      messages: [],
    };
    expect((await call(skills, adminToken)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await db.collection(COLLECTIONS.contactMessages).doc(messageId).get()).exists).toBe(false);
  });

  it('puts back the original time and the message as they were, then writes nothing again', async () => {
    expect((await call(input, adminToken)).result).toEqual({ times: 1, messages: 1 });
    const project = await db.collection(COLLECTIONS.projects).doc(projectId).get();
    expect((project.get('created_at') as Timestamp).toDate().toISOString()).toBe(ORIGINAL);
    expect((await db.collection(`${COLLECTIONS.projects}`).doc(`${projectId}-absent`).get()).exists).toBe(
      false,
    );
    const stored = (await db.collection(COLLECTIONS.contactMessages).doc(messageId).get()).data()!;
    expect({ ...stored, created_at: (stored.created_at as Timestamp).toDate().toISOString() }).toEqual(
      message,
    );
    expect((await call(input, adminToken)).result).toEqual({ times: 0, messages: 0 });
  });
});

describe('restore-records: a version from the history', () => {
  const id = `${projectId}-version`;
  const project = {
    title: 'Then',
    description: 'The first words.',
    image_url: '',
    tags: [],
    featured: false,
    status: 'published',
    category: 'data',
    code_url: '#',
    live_url: '',
    slug: `then-${run}`,
    old_slugs: [],
  };

  it('refuses anyone but the admin, then writes the version back with its created_at and address', async () => {
    const created = Timestamp.fromDate(new Date(ORIGINAL));
    // Written as the content trigger keeps versions; the document itself is gone.
    await db
      .collection(CONTENT_HISTORY)
      .doc(id)
      .set({
        collection: COLLECTIONS.projects,
        doc_id: id,
        kind: 'delete',
        before: { ...project, created_at: created },
        after: null,
        changed: [],
        at: Timestamp.now(),
        by: null,
        by_type: 'system',
      });
    const ask = { kind: 'version', versionId: id };
    expect((await call(ask)).error?.status).toBe('PERMISSION_DENIED');
    expect((await call(ask, userToken)).error?.status).toBe('PERMISSION_DENIED');
    expect((await db.collection(COLLECTIONS.projects).doc(id).get()).exists).toBe(false);

    expect((await call(ask, adminToken)).result).toEqual({ collection: COLLECTIONS.projects, docId: id });
    const back = (await db.collection(COLLECTIONS.projects).doc(id).get()).data()!;
    expect(back).toEqual({ ...project, created_at: created });
    expect((await db.collection(PROJECT_SLUGS_COLLECTION).doc(project.slug).get()).get('project_id')).toBe(
      id,
    );
    // The history names the admin who restored it, not the server that wrote it.
    const restoredVersion = async () =>
      (
        await db
          .collection(CONTENT_HISTORY)
          .where('collection', '==', COLLECTIONS.projects)
          .where('doc_id', '==', id)
          .where('kind', '==', 'create')
          .get()
      ).docs[0];
    await eventually(async () => (await restoredVersion()) !== undefined, 90_000);
    expect((await restoredVersion())!.get('by')).toBe(adminUid);
  }, 120_000);

  it('refuses a version the validator refuses, with its reason, writing nothing', async () => {
    await db
      .collection(CONTENT_HISTORY)
      .doc(id)
      .update({ before: { ...project, title: 'x'.repeat(201), created_at: Timestamp.now() } });
    await db.collection(COLLECTIONS.projects).doc(id).delete();
    const refused = await call({ kind: 'version', versionId: id }, adminToken);
    expect(refused.error?.status).toBe('INVALID_ARGUMENT');
    expect(refused.error?.message).toMatch(new RegExp(`^projects/${id}: title`));
    expect((await db.collection(COLLECTIONS.projects).doc(id).get()).exists).toBe(false);
  });
});
