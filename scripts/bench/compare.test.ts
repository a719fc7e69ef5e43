import { describe, expect, it } from 'vitest';
import { compareBuilds, meanLogRatio, permutationP, quantile } from './compare.mjs';

const runs = (build: string, page: string, values: number[]) => values.map((tbt) => ({ build, page, tbt }));

describe('comparing builds', () => {
  it('reads quantiles between neighbours', () => {
    expect(quantile([10, 20, 30, 40], 0.5)).toBe(25);
    expect(quantile([10, 20, 30, 40, 50], 0.25)).toBe(20);
    expect(quantile([], 0.5)).toBeNull();
  });

  it('averages the pages’ median ratios in logs: twice as slow on one page, half on another is even', () => {
    const rows = [
      ...runs('base', '/', [100, 100]),
      ...runs('b', '/', [200, 200]),
      ...runs('base', '/x', [100]),
      ...runs('b', '/x', [50]),
    ];
    expect(meanLogRatio(rows, 'b', 'base', 'tbt')).toBeCloseTo(0);
  });

  it('tells a clear slowdown from noise', () => {
    const base = [100, 110, 90, 105, 95, 100];
    const clear = [
      ...runs('base', '/', base),
      ...runs(
        'slow',
        '/',
        base.map((v) => v * 3),
      ),
    ];
    expect(permutationP(clear, 'slow', 'base', 'tbt')).toBeLessThan(0.05);
    const noise = [...runs('base', '/', [100, 300, 50, 200]), ...runs('same', '/', [120, 250, 80, 210])];
    expect(permutationP(noise, 'same', 'base', 'tbt')).toBeGreaterThan(0.3);
  });

  it('marks a page median outside the base build’s whole range, and leaves out failed runs', () => {
    const rows = [
      ...runs('base', '/', [100, 150, 200]),
      ...runs('worse', '/', [300, 320, 340]),
      ...runs('near', '/', [160, 170, 180]),
      { build: 'near', page: '/', tbt: null },
    ];
    const [base, worse, near] = compareBuilds(rows, 'base');
    expect(base).toMatchObject({ build: 'base', runs: 3, median: 150, ratio: 1, p: null });
    expect(worse!.perPage).toEqual([{ page: '/', median: 320, outsideBase: true }]);
    expect(worse!.ratio).toBeCloseTo(320 / 150);
    expect(near).toMatchObject({ runs: 3, perPage: [{ page: '/', median: 170, outsideBase: false }] });
  });
});
