// Pure helpers of `npm run bench`: medians and the budgets of the performance issue.

export function median(values) {
  const sorted = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const BUDGETS = {
  performance: { min: 95 },
  accessibility: { min: 100 },
  bestPractices: { min: 95 },
  seo: { min: 100 },
  lcpMs: { max: 2000 },
  tbtMs: { max: 150 },
  cls: { max: 0.02 },
  initialJsKb: { max: 250 },
  homeReads: { max: 40 },
};

/** One verdict per budget and page: { page, metric, value, limit, pass }. */
export function checkBudgets(pages, budgets = BUDGETS) {
  const verdicts = [];
  for (const page of pages) {
    for (const [metric, rule] of Object.entries(budgets)) {
      if (metric === 'homeReads' && page.path !== '/') continue;
      const value = metric === 'homeReads' ? page.firestoreReads : page[metric];
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
