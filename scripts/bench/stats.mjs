// Pure helpers of `npm run bench`: statistics over runs, the budgets of the performance issue and
// the printed tables.

const numbers = (values) => values.filter((v) => typeof v === 'number' && Number.isFinite(v));

export function median(values) {
  const sorted = numbers(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Min, median and max of the runs that produced a number; nulls when none did. */
export function summarize(values) {
  const valid = numbers(values);
  if (valid.length === 0) return { min: null, median: null, max: null };
  return { min: Math.min(...valid), median: median(valid), max: Math.max(...valid) };
}

/** Each metric of the runs summarized: { lcpMs: { min, median, max }, ... }. */
export function summarizeRuns(runs, metrics) {
  return Object.fromEntries(metrics.map((m) => [m, summarize(runs.map((r) => r[m]))]));
}

/** real / bare, or null when either is missing or the bare value is 0 (no ratio to speak of). */
export function ratio(real, bare) {
  if (typeof real !== 'number' || typeof bare !== 'number' || bare === 0) return null;
  return real / bare;
}

/**
 * The budgets, on each page's median: scores of 100, blocking time and layout shift next to none,
 * the largest paint within 10 % of the same page without scripts, and a small first download.
 */
export const BUDGETS = {
  performance: { min: 100 },
  accessibility: { min: 100 },
  bestPractices: { min: 100 },
  seo: { min: 100 },
  tbtMs: { max: 50 },
  // No task longer than 100 ms in the whole load, hydration included: the blocking-time budget
  // holds in every run, not only in the median of a quiet machine.
  longestTaskMs: { max: 100 },
  lcpRatio: { max: 1.1 },
  cls: { max: 0.01 },
  initialJsKb: { max: 150 },
  homeReads: { max: 40 },
  // The real-size demo photo (a 4000x3000 JPEG of about 4.2 MB, seeded with --photo) as the newest
  // project's image: a card on /projects and the cover of its page, on a phone.
  photoOnCardKb: { max: 60, metric: 'photoKb', page: '/projects' },
  photoAsCoverKb: { max: 150, metric: 'photoKb', page: '/projects/customer-churn-prediction' },
};

/**
 * The budgets of the search dialog opened on a page (search-opened.mjs), on the medians of its
 * runs: the same blocking-time, longest-task and layout-shift limits as a page load, and the
 * press that opens it answered by a paint within 200 ms (Web Vitals' 'good' INP).
 */
export const SEARCH_BUDGETS = {
  tbtMs: { max: 50 },
  longestTaskMs: { max: 100 },
  cls: { max: 0.01 },
  inpMs: { max: 200 },
};

/** The value a budget is checked on: the real page's median, or its ratio to the bare page. */
function budgetValue(page, metric, rule) {
  if (metric === 'homeReads') return page.firestoreReads;
  if (metric === 'lcpRatio') return ratio(page.real.lcpMs?.median, page.bare.lcpMs?.median);
  return page.real[rule.metric ?? metric]?.median;
}

/**
 * One verdict per budget and page: { page, metric, value, limit, pass }. A page is
 * { path, real: summaries, bare: summaries, firestoreReads }.
 * @param {Record<string, { min?: number, max?: number, metric?: string, page?: string }>} [budgets]
 */
export function checkBudgets(pages, budgets = BUDGETS) {
  const verdicts = [];
  for (const page of pages) {
    for (const [metric, rule] of Object.entries(budgets)) {
      if (metric === 'homeReads' && page.path !== '/') continue;
      if (rule.page && rule.page !== page.path) continue;
      const value = budgetValue(page, metric, rule);
      if (value === null || value === undefined) {
        verdicts.push({ page: page.path, metric, value: null, limit: rule, pass: false });
        continue;
      }
      const pass = 'min' in rule ? value >= rule.min : value <= rule.max;
      verdicts.push({ page: page.path, metric, value, limit: rule, pass });
    }
  }
  return verdicts;
}

export function formatTable(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padEnd(widths[i])).join('  ');
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const fixed = (v, digits) => (v === null || v === undefined ? 'n/a' : Number(v).toFixed(digits));

/** "median (min-max)", or the median alone when every run agreed. */
export function formatSummary({ min, median: mid, max }, digits = 0) {
  if (mid === null) return 'n/a';
  const [a, m, b] = [min, mid, max].map((v) => fixed(v, digits));
  return a === b ? m : `${m} (${a}-${b})`;
}

/** The columns of the comparison table: a metric, its heading and its decimals. */
export const COLUMNS = [
  { metric: 'performance', heading: 'perf', digits: 0 },
  { metric: 'accessibility', heading: 'a11y', digits: 0 },
  { metric: 'bestPractices', heading: 'best', digits: 0 },
  { metric: 'seo', heading: 'seo', digits: 0 },
  { metric: 'fcpMs', heading: 'FCP ms', digits: 0 },
  { metric: 'lcpMs', heading: 'LCP ms', digits: 0 },
  { metric: 'tbtMs', heading: 'TBT ms', digits: 0 },
  { metric: 'longestTaskMs', heading: 'long ms', digits: 0 },
  { metric: 'cls', heading: 'CLS', digits: 3 },
  { metric: 'jsKb', heading: 'JS KB', digits: 1 },
  { metric: 'imageKb', heading: 'img KB', digits: 1 },
];

/**
 * Three rows a page: the real page, its bare copy (each "median (min-max)"), and the ratio of
 * their medians (blank where the bare page has none, like its 0 KB of JavaScript).
 */
export function comparisonRows(pages, columns = COLUMNS) {
  return pages.flatMap((page) => [
    [page.path, 'real', ...columns.map((c) => formatSummary(page.real[c.metric] ?? {}, c.digits))],
    ['', 'bare', ...columns.map((c) => formatSummary(page.bare[c.metric] ?? {}, c.digits))],
    [
      '',
      'ratio',
      ...columns.map((c) => {
        const r = ratio(page.real[c.metric]?.median, page.bare[c.metric]?.median);
        return r === null ? '' : `x${r.toFixed(2)}`;
      }),
    ],
  ]);
}

export function comparisonTable(pages, columns = COLUMNS) {
  return formatTable(['page', '', ...columns.map((c) => c.heading)], comparisonRows(pages, columns));
}

/** Budget verdicts as table rows: page, budget, value, limit, result. */
export function budgetRows(verdicts) {
  return verdicts.map((v) => {
    const digits = v.metric === 'cls' ? 3 : v.metric === 'lcpRatio' ? 2 : 0;
    const limit = 'min' in v.limit ? `>= ${v.limit.min}` : `<= ${v.limit.max}`;
    return [v.page, v.metric, fixed(v.value, digits), limit, v.pass ? 'pass' : 'FAIL'];
  });
}
