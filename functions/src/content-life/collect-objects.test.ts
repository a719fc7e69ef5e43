import { describe, expect, it } from 'vitest';
import { collectable, collectObjects, sweepCandidates } from './collect-objects';

function bucket(objects: string[], named: string[]) {
  const stored = new Set(objects);
  return {
    stored,
    deps: {
      isNamed: async (path: string) => named.includes(path),
      deleteObject: async (path: string) => void stored.delete(path),
    },
  };
}

describe('collectObjects', () => {
  it('deletes a replaced project image while the new one stays', async () => {
    const { stored, deps } = bucket(['projects/old-1.png', 'projects/new-2.png'], ['projects/new-2.png']);
    const report = await collectObjects(['projects/old-1.png', 'projects/new-2.png'], deps);
    expect([...stored]).toEqual(['projects/new-2.png']);
    expect(report).toMatchObject({ deleted: ['projects/old-1.png'], kept: ['projects/new-2.png'] });
  });

  it('never deletes an object another record still names', async () => {
    const { stored, deps } = bucket(['files/shared-1.pdf'], ['files/shared-1.pdf']);
    await collectObjects(['files/shared-1.pdf'], deps);
    expect(stored.has('files/shared-1.pdf')).toBe(true);
  });

  it('leaves renditions and anything outside the three upload folders alone', async () => {
    const paths = ['renditions/projects/a-1.png/640w.avif', 'other/x', 'files/a/b', 'files/'];
    const { stored, deps } = bucket(paths, []);
    await collectObjects(paths, deps);
    expect(stored.size).toBe(paths.length);
    expect(paths.some(collectable)).toBe(false);
  });

  it('reports an object it could not delete and goes on with the others', async () => {
    const { stored, deps } = bucket(['files/a-1.pdf', 'files/b-2.pdf'], []);
    const remove = deps.deleteObject;
    deps.deleteObject = async (path) => {
      if (path === 'files/a-1.pdf') throw new Error('503');
      await remove(path);
    };
    const report = await collectObjects(['files/a-1.pdf', 'files/b-2.pdf'], deps);
    expect(report.failed).toEqual(['files/a-1.pdf']);
    expect([...stored]).toEqual(['files/a-1.pdf']);
  });
});

describe('sweepCandidates', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const now = Date.UTC(2026, 0, 10);
  it('offers uploads older than a day in the content folders only', () => {
    const objects = [
      { path: 'files/cancelled-1.pdf', createdMillis: now - 2 * DAY },
      { path: 'projects/just-now-2.png', createdMillis: now - 60_000 },
      { path: 'renditions/files/cancelled-1.pdf/640w.webp', createdMillis: now - 2 * DAY },
    ];
    expect(sweepCandidates(objects, now, DAY)).toEqual(['files/cancelled-1.pdf']);
  });
});
