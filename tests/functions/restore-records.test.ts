// The callable 'restore-records' in the Functions emulator: it puts back what no client may write
// on restore (a document's original created_at, the contact messages), for the admin only, each
// message checked as the rules would store it, and writes nothing a second time.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { RESTORE_RECORDS_FUNCTION } from '@portfolio/model/limits';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';
import { callFunction, idToken } from './callable';

const ADMIN = { email: 'restore-admin@example.com', password: 'restore-secret' };
const USER = { email: 'restore-user@example.com', password: 'restore-secret' };

const run = randomUUID().slice(0, 8);
const projectId = `restore-${run}`;
const messageId = `restore-${run}-m`;
const ORIGINAL = '2021-03-04T05:06:07.890Z';

const { db } = adminApp();
let adminToken: string;
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
  times: [
    { collection: COLLECTIONS.projects, id: projectId, created_at: ORIGINAL },
    { collection: COLLECTIONS.projects, id: `${projectId}-absent`, created_at: ORIGINAL },
  ],
  messages: [{ id: messageId, data: message }],
};
const call = (data: unknown, token?: string) => callFunction(RESTORE_RECORDS_FUNCTION, data, token);

beforeAll(async () => {
  await ensureUser(ADMIN.email, ADMIN.password, true);
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
