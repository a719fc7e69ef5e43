import {
  histogramPercentile,
  SCREEN_CLASSES,
  vitalRating,
  VITAL_BUCKET_BOUNDS,
  WEB_VITALS,
  type PageStatistics,
  type StatisticsRange,
  type StatisticsShard,
  type StatisticsSummary,
  type VitalSummary,
  type WebVitalName,
} from '@portfolio/model/statistics';
import { lastDays } from './days';

/** A shard as read back: any field may be missing, or not what the hit function writes. */
export type StoredShard = { [K in keyof StatisticsShard]?: unknown };

/** How many referrers, countries and languages the summary names. */
export const TOP = 20;

/** The metrics a page fails on when their p75 is worse than good (Google's Core Web Vitals). */
const CORE_VITALS: readonly WebVitalName[] = ['LCP', 'INP', 'CLS'];

const count = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

/** A stored map's entries; nothing for what is no map. */
const entries = (value: unknown): [string, unknown][] =>
  value && typeof value === 'object' && !Array.isArray(value) ? Object.entries(value) : [];

function add(totals: Map<string, number>, key: string, n: number) {
  if (n > 0) totals.set(key, (totals.get(key) ?? 0) + n);
}

/** Most first, then by name; at most `limit`. */
function ranked(totals: Map<string, number>, limit = Infinity): [string, number][] {
  return [...totals].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
}

interface PageTotals {
  views: number;
  vitals: Map<WebVitalName, Map<string, number>>;
}

function vitalSummary(metric: WebVitalName, buckets: Map<string, number>): VitalSummary | null {
  const counts = Object.fromEntries(buckets);
  const p75 = histogramPercentile(metric, counts);
  if (p75 === null) return null;
  let samples = 0;
  for (let i = 0; i <= VITAL_BUCKET_BOUNDS[metric].length; i++) samples += counts[String(i)] ?? 0;
  return { p75, samples, rating: vitalRating(metric, p75) };
}

function pageStatistics(path: string, totals: PageTotals): PageStatistics {
  const vitals: PageStatistics['vitals'] = {};
  for (const metric of WEB_VITALS) {
    const summary = vitalSummary(metric, totals.vitals.get(metric) ?? new Map());
    if (summary) vitals[metric] = summary;
  }
  const failing = CORE_VITALS.some((metric) => vitals[metric] && vitals[metric].rating !== 'good');
  return { path, views: totals.views, vitals, failing };
}

/**
 * The dashboard's figures for the `days` UTC days ending today, from the shards read for them
 * (shards of other days are left out). A day's visitors are the distinct hashes of its shards
 * plus the counts that replaced the hashes of days the cleanup compacted; a visitor seen on two
 * days counts on each, so the period's visitors are the sum of its days'. Counts only: no hash
 * leaves this function.
 */
export function summarize(
  shards: readonly StoredShard[],
  days: StatisticsRange,
  nowMs: number,
): StatisticsSummary {
  const period = lastDays(days, nowMs);
  const byDay = new Map(period.map((day) => [day, { views: 0, hashes: new Set<string>(), counted: 0 }]));
  const pages = new Map<string, PageTotals>();
  const page = (path: string) => {
    let totals = pages.get(path);
    if (!totals) pages.set(path, (totals = { views: 0, vitals: new Map() }));
    return totals;
  };
  const referrers = new Map<string, number>();
  const countries = new Map<string, number>();
  const languages = new Map<string, number>();
  const devices = new Map<string, number>();

  for (const shard of shards) {
    const day = typeof shard.day === 'string' ? byDay.get(shard.day) : undefined;
    if (!day) continue;
    for (const [path, n] of entries(shard.views)) {
      if (!count(n)) continue;
      day.views += count(n);
      page(path).views += count(n);
    }
    for (const [hash, seen] of entries(shard.visitors)) if (seen === true) day.hashes.add(hash);
    day.counted += count(shard.visitor_count);
    for (const [host, n] of entries(shard.referrers)) add(referrers, host, count(n));
    for (const [country, n] of entries(shard.countries)) add(countries, country, count(n));
    for (const [language, n] of entries(shard.languages)) add(languages, language, count(n));
    for (const [screen, n] of entries(shard.devices)) add(devices, screen, count(n));
    for (const [path, metrics] of entries(shard.vitals)) {
      for (const [metric, buckets] of entries(metrics)) {
        if (!(WEB_VITALS as readonly string[]).includes(metric)) continue;
        const vitals = page(path).vitals;
        const histogram = vitals.get(metric as WebVitalName) ?? new Map<string, number>();
        vitals.set(metric as WebVitalName, histogram);
        for (const [bucket, n] of entries(buckets)) add(histogram, bucket, count(n));
      }
    }
  }

  const daily = period.map((day) => {
    const totals = byDay.get(day)!;
    return { day, views: totals.views, visitors: totals.hashes.size + totals.counted };
  });
  return {
    days,
    from: period[0]!,
    to: period[period.length - 1]!,
    generatedAt: nowMs,
    totals: {
      views: daily.reduce((sum, d) => sum + d.views, 0),
      visitors: daily.reduce((sum, d) => sum + d.visitors, 0),
    },
    daily,
    pages: [...pages]
      .map(([path, totals]) => pageStatistics(path, totals))
      .sort((a, b) => b.views - a.views || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
    referrers: ranked(referrers, TOP).map(([domain, views]) => ({ domain, views })),
    devices: ranked(devices)
      .filter(([screen]) => (SCREEN_CLASSES as readonly string[]).includes(screen))
      .map(([screen, views]) => ({ screen: screen as (typeof SCREEN_CLASSES)[number], views })),
    countries: ranked(countries, TOP).map(([country, views]) => ({ country, views })),
    languages: ranked(languages, TOP).map(([language, views]) => ({ language, views })),
  };
}
