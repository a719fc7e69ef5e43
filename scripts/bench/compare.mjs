// Pure helpers of compare-builds.mjs: how far each build's runs are from the base build's, and
// whether that is more than the machine's run-to-run spread.
import { median } from './stats.mjs';

/** The q-quantile of the numbers, interpolated between neighbours (q 0.25 and 0.75: the IQR). */
export function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low] + (sorted[high] - sorted[low]) * (at - low);
}

/** A seeded generator (mulberry32): the same runs give the same p every time. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pagesOf = (rows) => [...new Set(rows.map((r) => r.page))];

/**
 * The mean over pages of log(median of `build` / median of `base`) for `metric`; null when a page
 * lacks runs of either or a median is not positive.
 */
export function meanLogRatio(rows, build, base, metric) {
  const logs = [];
  for (const page of pagesOf(rows)) {
    const of = (name) =>
      median(rows.filter((r) => r.page === page && r.build === name).map((r) => r[metric]));
    const [b, a] = [of(build), of(base)];
    if (a === null || b === null || a <= 0 || b <= 0) return null;
    logs.push(Math.log(b / a));
  }
  return logs.length ? logs.reduce((s, v) => s + v, 0) / logs.length : null;
}

/**
 * How often shuffling the two builds' labels within each page gives a mean log ratio at least as
 * far from 0 as the measured one: the chance the difference is the machine's noise.
 */
export function permutationP(rows, build, base, metric, { shuffles = 4000, seed = 1 } = {}) {
  const pair = rows.filter((r) => r.build === build || r.build === base);
  const observed = meanLogRatio(pair, build, base, metric);
  if (observed === null) return null;
  const next = random(seed);
  let asFar = 0;
  for (let i = 0; i < shuffles; i++) {
    const shuffled = [];
    for (const page of pagesOf(pair)) {
      const group = pair.filter((r) => r.page === page);
      const labels = group.map((r) => r.build);
      for (let j = labels.length - 1; j > 0; j--) {
        const k = Math.floor(next() * (j + 1));
        [labels[j], labels[k]] = [labels[k], labels[j]];
      }
      group.forEach((r, j) => shuffled.push({ ...r, build: labels[j] }));
    }
    const value = meanLogRatio(shuffled, build, base, metric);
    if (value !== null && Math.abs(value) >= Math.abs(observed) - 1e-12) asFar++;
  }
  return asFar / shuffles;
}

/**
 * One row per build: the pooled median and IQR of `metric`, each page's median and whether it lies
 * outside the base's whole range on that page, the ratio to the base and its p.
 */
export function compareBuilds(rows, base, metric = 'tbt') {
  const valid = rows.filter((r) => typeof r[metric] === 'number' && Number.isFinite(r[metric]));
  const builds = [...new Set(valid.map((r) => r.build))];
  const pages = pagesOf(valid);
  const baseRange = Object.fromEntries(
    pages.map((page) => {
      const values = valid.filter((r) => r.page === page && r.build === base).map((r) => r[metric]);
      return [page, values.length ? [Math.min(...values), Math.max(...values)] : null];
    }),
  );
  return builds.map((build) => {
    const values = valid.filter((r) => r.build === build).map((r) => r[metric]);
    const perPage = pages.map((page) => {
      const m = median(valid.filter((r) => r.page === page && r.build === build).map((r) => r[metric]));
      const range = baseRange[page];
      return { page, median: m, outsideBase: m !== null && range !== null && (m < range[0] || m > range[1]) };
    });
    const log = build === base ? 0 : meanLogRatio(valid, build, base, metric);
    return {
      build,
      runs: values.length,
      median: median(values),
      iqr: [quantile(values, 0.25), quantile(values, 0.75)],
      perPage,
      ratio: log === null ? null : Math.exp(log),
      p: build === base ? null : permutationP(valid, build, base, metric),
    };
  });
}
