import { describe, expect, it } from 'vitest';
import { TRASH_KEEP_MS } from '@portfolio/model/content-life';
import { purgeLimit, purgeTrash, restoreFromTrash, type DueEntry, type TrashEntry } from './trash';

const DAY = 24 * 60 * 60 * 1000;
const admin = { token: { admin: true } };

describe('purgeTrash, with an injected clock', () => {
  const deletedAt = Date.UTC(2026, 0, 1);
  function world(now: number) {
    const entries = new Map<string, DueEntry>([
      [
        'old',
        {
          id: 'old',
          purgeAtMillis: deletedAt + TRASH_KEEP_MS,
          objects: ['files/a-1.pdf', 'projects/c-1.png'],
        },
      ],
      [
        'young',
        { id: 'young', purgeAtMillis: deletedAt + 20 * DAY + TRASH_KEEP_MS, objects: ['files/b-2.pdf'] },
      ],
    ]);
    const stored = new Set(['files/a-1.pdf', 'projects/c-1.png', 'files/b-2.pdf']);
    const progress: string[] = [];
    const deps = {
      // A store that answers by its own query, and a purge that checks the time itself.
      listDue: async () => [...entries.values()],
      deleteEntry: async (id: string) => void entries.delete(id),
      collect: async (paths: readonly string[]) => {
        // Only objects no remaining entry names go.
        const named = new Set([...entries.values()].flatMap((e) => e.objects));
        const deleted = paths.filter((p) => !named.has(p));
        deleted.forEach((p) => stored.delete(p));
        return { deleted };
      },
      now: () => now,
      progress: (done: number, total: number) => progress.push(`${done}/${total}`),
    };
    return { deps, entries, stored, progress };
  }

  it('keeps every entry during the undo window plus 30 days', async () => {
    const { deps, entries, stored } = world(deletedAt + TRASH_KEEP_MS - 1);
    expect(await purgeTrash(deps)).toEqual({ purged: 0, objectsDeleted: 0, remaining: 0 });
    expect(entries.size).toBe(2);
    expect(stored.size).toBe(3);
  });

  it('then purges the entry and the objects it named, with progress, and nothing younger', async () => {
    const { deps, entries, stored, progress } = world(deletedAt + TRASH_KEEP_MS);
    expect(await purgeTrash(deps)).toEqual({ purged: 1, objectsDeleted: 2, remaining: 0 });
    expect([...entries.keys()]).toEqual(['young']);
    expect([...stored]).toEqual(['files/b-2.pdf']);
    expect(progress).toEqual(['1/1']);
  });

  it('purges at most the limit, the oldest first, and says how many remain', async () => {
    const { deps, entries } = world(deletedAt + 20 * DAY + TRASH_KEEP_MS);
    expect(await purgeTrash(deps, 1)).toEqual({ purged: 1, objectsDeleted: 2, remaining: 1 });
    expect([...entries.keys()]).toEqual(['young']);
    expect(await purgeTrash(deps, 1)).toEqual({ purged: 1, objectsDeleted: 1, remaining: 0 });
    expect(entries.size).toBe(0);
  });

  it("takes the admin's limit only as a whole number from 1 to 500", () => {
    expect(purgeLimit({})).toBe(Infinity);
    expect(purgeLimit(null)).toBe(Infinity);
    expect(purgeLimit({ limit: 10 })).toBe(10);
    for (const limit of [0, -1, 1.5, 501, '10', Number.NaN])
      expect(() => purgeLimit({ limit })).toThrow('limit must be a whole number from 1 to 500.');
  });
});

describe('restoreFromTrash', () => {
  const entry: TrashEntry = {
    collection: 'projects',
    doc_id: 'p1',
    data: { title: 'Back' },
    files: [
      { id: 'f1', data: { project_id: 'p1', order_index: 2 } },
      { id: 'f2', data: { project_id: 'p1', order_index: 1 } },
    ],
  };
  function deps(exists = false, holders: Record<string, string> = {}, stored: TrashEntry = entry) {
    const written: TrashEntry[] = [];
    return {
      written,
      deps: {
        read: async (id: string) => (id === 'projects--p1--e1' ? stored : null),
        documentExists: async () => exists,
        writeBack: async (_id: string, e: TrashEntry) => void written.push(e),
        slugHolder: async (_collection: string, slug: string) => holders[slug] ?? null,
      },
    };
  }

  it('keeps the addresses still free, and lets go of those another project took meanwhile', async () => {
    const addressed = {
      ...entry,
      data: { title: 'Back', slug: 'churn', old_slugs: ['churn-model', 'old-churn'] },
    };
    const { deps: d, written } = deps(false, { churn: 'p2', 'churn-model': 'p1' }, addressed);
    expect(await restoreFromTrash(admin, { entryId: 'projects--p1--e1' }, d)).toMatchObject({
      docId: 'p1',
      addressesTaken: ['churn'],
    });
    expect(written[0]!.data).toEqual({ title: 'Back', old_slugs: ['churn-model', 'old-churn'] });

    const free = deps(false, { churn: 'p1' }, addressed);
    expect(await restoreFromTrash(admin, { entryId: 'projects--p1--e1' }, free.deps)).not.toHaveProperty(
      'addressesTaken',
    );
    expect(free.written[0]!.data).toEqual(addressed.data);
  });

  it('writes a project back with its files', async () => {
    const { deps: d, written } = deps();
    expect(await restoreFromTrash(admin, { entryId: 'projects--p1--e1' }, d)).toEqual({
      collection: 'projects',
      docId: 'p1',
      files: 2,
    });
    expect(written).toEqual([entry]);
  });

  it('refuses anyone but the admin, unknown entries, and an id taken again', async () => {
    await expect(
      restoreFromTrash(undefined, { entryId: 'projects--p1--e1' }, deps().deps),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      restoreFromTrash({ token: { admin: false } }, { entryId: 'projects--p1--e1' }, deps().deps),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(restoreFromTrash(admin, { entryId: 'nope' }, deps().deps)).rejects.toMatchObject({
      code: 'not-found',
    });
    await expect(restoreFromTrash(admin, { entryId: '../x' }, deps().deps)).rejects.toMatchObject({
      code: 'invalid-argument',
    });
    const taken = deps(true);
    await expect(restoreFromTrash(admin, { entryId: 'projects--p1--e1' }, taken.deps)).rejects.toMatchObject({
      code: 'already-exists',
    });
    expect(taken.written).toEqual([]);
  });
});
