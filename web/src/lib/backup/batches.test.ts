import { describe, expect, it } from 'vitest';
import { BATCH_LOOKUPS, BATCH_WRITES, planBatches, splitBySize } from './batches';

const files = (projects: number, perProject: number) =>
  Array.from({ length: projects * perProject }, (_, i) => ({ id: `f${i}`, project: `p${i % projects}` }));

describe('planBatches', () => {
  it('keeps each batch within the writes a commit allows', () => {
    const batches = planBatches(Array.from({ length: 1001 }, (_, i) => i));
    expect(batches.map((b) => b.length)).toEqual([BATCH_WRITES, BATCH_WRITES, 201]);
  });

  it('keeps the files of at most 20 projects in one batch: the rules look each project up', () => {
    const all = files(60, 3);
    const batches = planBatches(all, (f) => f.project);
    for (const batch of batches) {
      expect(new Set(batch.map((f) => f.project)).size).toBeLessThanOrEqual(BATCH_LOOKUPS);
    }
    expect(batches.flat()).toEqual(all);
    expect(batches).toHaveLength(9); // files alternate projects: 20 distinct every 20 files
  });

  it('packs files of few projects into full batches', () => {
    const all = files(2, 500);
    expect(planBatches(all, (f) => f.project).map((b) => b.length)).toEqual([400, 400, 200]);
  });

  it('returns no batch for nothing', () => {
    expect(planBatches([])).toEqual([]);
  });
});

describe('splitBySize', () => {
  it('keeps each call of the restore within a size, in order, an oversized item alone', () => {
    const sizes = [4, 4, 4, 11, 1, 9];
    expect(splitBySize(sizes, (n) => n, 10)).toEqual([[4, 4], [4], [11], [1, 9]]);
    expect(splitBySize([], (n: number) => n, 10)).toEqual([]);
  });
});
