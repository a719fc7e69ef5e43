import { describe, expect, it } from 'vitest';
import { reorderProjectFiles, type Caller, type ReorderStore } from './handler';

const ADMIN: Caller = { uid: 'admin', token: { admin: true } };

/** An in-memory store whose transaction commits only when the work resolves. */
function memoryStore(files: Record<string, { project_id: string; order_index: number }>) {
  const store: ReorderStore = {
    async atomically(work) {
      const pending = new Map<string, number>();
      const result = await work({
        getFiles: async (ids) =>
          ids.map((id) => (files[id] ? { id, project_id: files[id].project_id } : null)),
        setOrder: (id, n) => pending.set(id, n),
      });
      for (const [id, n] of pending) files[id]!.order_index = n;
      return result;
    },
  };
  return { store, files };
}

function fixture() {
  return memoryStore({
    a: { project_id: 'p1', order_index: 0 },
    b: { project_id: 'p1', order_index: 1 },
    c: { project_id: 'p1', order_index: 2 },
    other: { project_id: 'p2', order_index: 0 },
  });
}

const swap = {
  updates: [
    { id: 'a', order_index: 1 },
    { id: 'b', order_index: 0 },
  ],
};

describe('reorderProjectFiles', () => {
  it('writes every order_index and returns how many were updated', async () => {
    const { store, files } = fixture();
    await expect(reorderProjectFiles(store, ADMIN, swap)).resolves.toEqual({ updated: 2 });
    expect(files.a!.order_index).toBe(1);
    expect(files.b!.order_index).toBe(0);
  });

  it('refuses a caller who is not signed in', async () => {
    const { store, files } = fixture();
    await expect(reorderProjectFiles(store, undefined, swap)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(files.a!.order_index).toBe(0);
  });

  it.each([
    ['no claim', {}],
    ['admin: false', { admin: false }],
    ['admin as text', { admin: 'true' }],
    ['admin as 1', { admin: 1 }],
  ])('refuses a signed-in caller with %s', async (_, token) => {
    const { store, files } = fixture();
    await expect(reorderProjectFiles(store, { uid: 'u', token }, swap)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(files.a!.order_index).toBe(0);
  });

  it('refuses a bad body as invalid-argument before reading anything', async () => {
    const { store } = fixture();
    await expect(reorderProjectFiles(store, ADMIN, { updates: [] })).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('empty'),
    });
  });

  it('writes nothing when one id in the middle does not exist', async () => {
    const { store, files } = fixture();
    const body = {
      updates: [
        { id: 'c', order_index: 0 },
        { id: 'ghost', order_index: 1 },
        { id: 'a', order_index: 2 },
      ],
    };
    await expect(reorderProjectFiles(store, ADMIN, body)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'No project file with id "ghost".',
    });
    expect([files.a!.order_index, files.c!.order_index]).toEqual([0, 2]);
  });

  it('writes nothing when the files belong to two projects', async () => {
    const { store, files } = fixture();
    const body = {
      updates: [
        { id: 'a', order_index: 5 },
        { id: 'other', order_index: 6 },
      ],
    };
    await expect(reorderProjectFiles(store, ADMIN, body)).rejects.toMatchObject({
      code: 'invalid-argument',
      message: expect.stringContaining('belong to 2 projects'),
    });
    expect([files.a!.order_index, files.other!.order_index]).toEqual([0, 0]);
  });
});
