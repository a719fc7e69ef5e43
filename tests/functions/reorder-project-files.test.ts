// The callable 'reorder-project-files' in the Functions emulator, called over HTTP and through
// the web app's data layer. Works on its own documents in demo-portfolio (the project the
// functions serve) and removes them afterwards, so the demo content of other tests stays.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@portfolio/model/collections';
import { REORDER_FUNCTION, REORDER_MAX_UPDATES } from '@portfolio/model/limits';
import { signIn, signOut } from '@/data/auth';
import { projectFilesAdmin } from '@/data/project-files/admin';
import { adminApp, closeAdminApps, ensureUser } from '../support/emulator';
import { callFunction, idToken } from './callable';

const ADMIN = { email: 'reorder-admin@example.com', password: 'reorder-secret' };
const USER = { email: 'reorder-user@example.com', password: 'reorder-secret' };

const run = randomUUID().slice(0, 8);
const projectA = `reorder-${run}-a`;
const projectB = `reorder-${run}-b`;
const fileIds = ['f0', 'f1', 'f2', 'f3'].map((f) => `reorder-${run}-${f}`);
const otherFile = `reorder-${run}-other`;

const { db } = adminApp();
const files = db.collection(COLLECTIONS.projectFiles);
let adminToken: string;
let userToken: string;

async function orders(ids: readonly string[]): Promise<number[]> {
  const snapshots = await db.getAll(...ids.map((id) => files.doc(id)));
  return snapshots.map((s) => s.get('order_index') as number);
}

const call = (data: unknown, token?: string) => callFunction(REORDER_FUNCTION, data, token);

beforeAll(async () => {
  await ensureUser(ADMIN.email, ADMIN.password, true);
  await ensureUser(USER.email, USER.password, false);
  adminToken = await idToken(ADMIN.email, ADMIN.password);
  userToken = await idToken(USER.email, USER.password);
});

beforeEach(async () => {
  const batch = db.batch();
  const file = (project_id: string, order_index: number) => ({
    project_id,
    name: `file ${order_index}`,
    description: '',
    file_url: '/demo/x.png',
    file_type: 'image/png',
    storage_path: '',
    order_index,
    created_at: new Date(),
  });
  fileIds.forEach((id, i) => batch.set(files.doc(id), file(projectA, i)));
  batch.set(files.doc(otherFile), file(projectB, 0));
  await batch.commit();
});

afterAll(async () => {
  await Promise.all([...fileIds, otherFile].map((id) => files.doc(id).delete()));
  await signOut();
  await closeAdminApps();
});

const reversed = () => ({ updates: fileIds.map((id, i) => ({ id, order_index: fileIds.length - 1 - i })) });

describe('reorder-project-files', () => {
  it('lets the admin rewrite every order_index in one call and says how many', async () => {
    const outcome = await call(reversed(), adminToken);
    expect(outcome).toMatchObject({ httpStatus: 200, result: { updated: 4 } });
    expect(await orders(fileIds)).toEqual([3, 2, 1, 0]);
  });

  it('is reached by the web app under its name (reorder.project.files export)', async () => {
    await signIn(ADMIN.email, ADMIN.password);
    await expect(projectFilesAdmin.reorder([{ id: fileIds[0]!, order_index: 9 }])).resolves.toEqual({
      updated: 1,
    });
    expect(await orders([fileIds[0]!])).toEqual([9]);
    await signOut();
  });

  it('refuses a caller who is not signed in: unauthenticated, nothing written', async () => {
    const outcome = await call(reversed());
    expect(outcome).toMatchObject({ httpStatus: 401, error: { status: 'UNAUTHENTICATED' } });
    expect(await orders(fileIds)).toEqual([0, 1, 2, 3]);
  });

  it('refuses a signed-in user without the admin claim: permission-denied, nothing written', async () => {
    const outcome = await call(reversed(), userToken);
    expect(outcome).toMatchObject({ httpStatus: 403, error: { status: 'PERMISSION_DENIED' } });
    expect(await orders(fileIds)).toEqual([0, 1, 2, 3]);
  });

  const many = (n: number) => ({
    updates: Array.from({ length: n }, (_, i) => ({ id: `x${i}`, order_index: i })),
  });

  it.each([
    ['an empty list', { updates: [] }, 'updates is empty'],
    ['no updates at all', {}, 'The body must be {updates'],
    [`${REORDER_MAX_UPDATES + 1} entries`, many(REORDER_MAX_UPDATES + 1), `at most ${REORDER_MAX_UPDATES}`],
    [
      'a duplicate id',
      {
        updates: [
          { id: fileIds[0], order_index: 0 },
          { id: fileIds[0], order_index: 1 },
        ],
      },
      'appears more than once',
    ],
    [
      'a fractional order_index',
      { updates: [{ id: fileIds[0], order_index: 0.5 }] },
      'whole number >= 0, got 0.5',
    ],
    [
      'a negative order_index',
      { updates: [{ id: fileIds[0], order_index: -3 }] },
      'whole number >= 0, got -3',
    ],
    ['an id that is a path', { updates: [{ id: 'projects/x', order_index: 0 }] }, 'must be a document id'],
  ])('answers invalid-argument for %s, saying what is wrong', async (_, body, message) => {
    const outcome = await call(body, adminToken);
    expect(outcome).toMatchObject({ httpStatus: 400, error: { status: 'INVALID_ARGUMENT' } });
    expect(outcome.error?.message).toContain(message);
    expect(await orders(fileIds)).toEqual([0, 1, 2, 3]);
  });

  it('changes nothing when an id in the middle does not exist (atomic)', async () => {
    const ghost = `reorder-${run}-ghost`;
    const body = {
      updates: [
        { id: fileIds[0], order_index: 3 },
        { id: fileIds[1], order_index: 2 },
        { id: ghost, order_index: 1 },
        { id: fileIds[3], order_index: 0 },
      ],
    };
    const outcome = await call(body, adminToken);
    expect(outcome).toMatchObject({ httpStatus: 400, error: { status: 'INVALID_ARGUMENT' } });
    expect(outcome.error?.message).toContain(ghost);
    expect(await orders(fileIds)).toEqual([0, 1, 2, 3]);
    expect((await files.doc(ghost).get()).exists).toBe(false);
  });

  it('changes nothing when the files belong to two projects', async () => {
    const body = {
      updates: [
        { id: fileIds[0], order_index: 5 },
        { id: otherFile, order_index: 6 },
      ],
    };
    const outcome = await call(body, adminToken);
    expect(outcome).toMatchObject({ httpStatus: 400, error: { status: 'INVALID_ARGUMENT' } });
    expect(outcome.error?.message).toContain('2 projects');
    expect(await orders([fileIds[0]!, otherFile])).toEqual([0, 0]);
  });
});
