import { describe, expect, it } from 'vitest';
import {
  budgetRows,
  checkBudgets,
  SEARCH_BUDGETS,
  comparisonRows,
  formatSummary,
  formatTable,
  median,
  ratio,
  summarize,
  summarizeRuns,
} from './stats.mjs';

describe('median and summarize', () => {
  it('takes the middle of an odd count and the mean of the middle two of an even count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores missing runs and is null when there is none', () => {
    expect(median([null, 5, Number.NaN])).toBe(5);
    expect(median([])).toBeNull();
    expect(summarize([null, undefined])).toEqual({ min: null, median: null, max: null });
  });

  it('gives min, median and max of each metric over the runs', () => {
    const runs = [
      { lcpMs: 1300, tbtMs: 0 },
      { lcpMs: 1100, tbtMs: 40 },
      { lcpMs: 1200, tbtMs: null },
    ];
    expect(summarizeRuns(runs, ['lcpMs', 'tbtMs'])).toEqual({
      lcpMs: { min: 1100, median: 1200, max: 1300 },
      tbtMs: { min: 0, median: 20, max: 40 },
    });
  });
});

describe('ratio', () => {
  it('divides the real value by the bare one, and has none for a bare 0 or a missing value', () => {
    expect(ratio(1320, 1200)).toBeCloseTo(1.1);
    expect(ratio(30, 0)).toBeNull();
    expect(ratio(null, 1200)).toBeNull();
  });
});

const s = (median: number, min = median, max = median) => ({ min, median, max });

describe('checkBudgets', () => {
  const good = {
    path: '/',
    real: {
      performance: s(100),
      accessibility: s(100),
      bestPractices: s(100),
      seo: s(100),
      lcpMs: s(1250),
      tbtMs: s(30),
      longestTaskMs: s(80, 60, 99),
      cls: s(0.004),
      initialJsKb: s(120),
    },
    bare: { lcpMs: s(1200) },
    firestoreReads: 25,
  };

  it('passes a page within every budget', () => {
    expect(checkBudgets([good]).every((v) => v.pass)).toBe(true);
  });

  it('fails each budget that is exceeded, and a metric that could not be measured', () => {
    const unmeasured = { min: null, median: null, max: null };
    const page = {
      ...good,
      real: {
        ...good.real,
        performance: s(99),
        tbtMs: s(51),
        longestTaskMs: s(101),
        cls: unmeasured,
        initialJsKb: s(151),
      },
      firestoreReads: 41,
    };
    const failed = checkBudgets([page])
      .filter((v) => !v.pass)
      .map((v) => v.metric);
    expect(failed).toEqual(['performance', 'tbtMs', 'longestTaskMs', 'cls', 'initialJsKb', 'homeReads']);
  });

  it('holds the largest paint to 1.1 times the bare page, on the medians', () => {
    const slow = { ...good, real: { ...good.real, lcpMs: s(1330, 900, 2000) } };
    const verdict = checkBudgets([slow]).find((v) => v.metric === 'lcpRatio');
    expect(verdict?.pass).toBe(false);
    expect(verdict?.value).toBeCloseTo(1330 / 1200);
    const close = { ...good, real: { ...good.real, lcpMs: s(1320) } };
    expect(checkBudgets([close]).find((v) => v.metric === 'lcpRatio')?.pass).toBe(true);
  });

  it("holds the real-size photo to its budgets on /projects and as its project's cover", () => {
    const onCards = checkBudgets([{ ...good, path: '/projects', real: { ...good.real, photoKb: s(61) } }]);
    expect(onCards.find((v) => v.metric === 'photoOnCardKb')).toMatchObject({ value: 61, pass: false });
    expect(onCards.some((v) => v.metric === 'photoAsCoverKb')).toBe(false);
    const cover = checkBudgets([
      { ...good, path: '/projects/customer-churn-prediction', real: { ...good.real, photoKb: s(140) } },
    ]);
    expect(cover.find((v) => v.metric === 'photoAsCoverKb')).toMatchObject({ value: 140, pass: true });
    expect(checkBudgets([good]).some((v) => v.metric.startsWith('photo'))).toBe(false);
  });

  it('holds the search dialog opened to its own budgets: blocking time, longest task, shift, INP', () => {
    const opened = {
      path: '/ (search opened)',
      real: { tbtMs: s(20), longestTaskMs: s(90), cls: s(0), inpMs: s(201, 150, 260) },
      bare: {},
    };
    const verdicts = checkBudgets([opened], SEARCH_BUDGETS);
    expect(verdicts.map((v) => [v.metric, v.pass])).toEqual([
      ['tbtMs', true],
      ['longestTaskMs', true],
      ['cls', true],
      ['inpMs', false],
    ]);
  });

  it('checks Firestore reads on the home page only', () => {
    const verdicts = checkBudgets([{ ...good, path: '/projects', firestoreReads: 500 }]);
    expect(verdicts.some((v) => v.metric === 'homeReads')).toBe(false);
  });
});

describe('tables', () => {
  it('aligns columns under their headers', () => {
    expect(formatTable(['a', 'long'], [['xyz', 1]]).split('\n')).toEqual([
      'a    long',
      '---  ----',
      'xyz  1   ',
    ]);
  });

  it('writes a summary as "median (min-max)", or the median alone when the runs agree', () => {
    expect(formatSummary(s(1200, 1100, 1350))).toBe('1200 (1100-1350)');
    expect(formatSummary(s(100))).toBe('100');
    expect(formatSummary(s(0.0042, 0, 0.01), 3)).toBe('0.004 (0.000-0.010)');
    expect(formatSummary({ min: null, median: null, max: null })).toBe('n/a');
  });

  it('puts each page beside its bare copy, with the ratio of the medians', () => {
    const columns = [
      { metric: 'lcpMs', heading: 'LCP ms', digits: 0 },
      { metric: 'jsKb', heading: 'JS KB', digits: 1 },
    ];
    const rows = comparisonRows(
      [
        {
          path: '/about',
          real: { lcpMs: s(1320, 1300, 1400), jsKb: s(120) },
          bare: { lcpMs: s(1200), jsKb: s(0) },
        },
      ],
      columns,
    );
    expect(rows).toEqual([
      ['/about', 'real', '1320 (1300-1400)', '120.0'],
      ['', 'bare', '1200', '0.0'],
      ['', 'ratio', 'x1.10', ''],
    ]);
  });

  it('shows each verdict with its limit', () => {
    const rows = budgetRows([
      { page: '/', metric: 'lcpRatio', value: 1.234, limit: { max: 1.1 }, pass: false },
      { page: '/', metric: 'performance', value: 100, limit: { min: 100 }, pass: true },
    ]);
    expect(rows).toEqual([
      ['/', 'lcpRatio', '1.23', '<= 1.1', 'FAIL'],
      ['/', 'performance', '100', '>= 100', 'pass'],
    ]);
  });
});
