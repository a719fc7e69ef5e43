import { describe, expect, it } from 'vitest';
import { checkBudgets, formatTable, median } from './stats.mjs';

describe('median', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores missing runs and is null when there is none', () => {
    expect(median([null, 5, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
  });
});

describe('checkBudgets', () => {
  const good = {
    path: '/',
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1200,
    tbtMs: 20,
    cls: 0,
    initialJsKb: 180,
    firestoreReads: 25,
  };

  it('passes a page within every budget', () => {
    expect(checkBudgets([good]).every((v) => v.pass)).toBe(true);
  });

  it('fails each budget that is exceeded, and a metric that could not be measured', () => {
    const failed = checkBudgets([{ ...good, accessibility: 98, lcpMs: 2500, firestoreReads: 41, cls: null }])
      .filter((v) => !v.pass)
      .map((v) => v.metric);
    expect(failed).toEqual(['accessibility', 'lcpMs', 'cls', 'homeReads']);
  });

  it('checks Firestore reads on the home page only', () => {
    const verdicts = checkBudgets([{ ...good, path: '/projects', firestoreReads: 500 }]);
    expect(verdicts.some((v) => v.metric === 'homeReads')).toBe(false);
  });
});

describe('formatTable', () => {
  it('aligns columns under their headers', () => {
    expect(formatTable(['a', 'long'], [['xyz', 1]]).split('\n')).toEqual([
      'a    long',
      '---  ----',
      'xyz  1   ',
    ]);
  });
});
