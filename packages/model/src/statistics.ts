/**
 * Visitor statistics without cookies: what the collector on a public page sends, what the hit
 * function stores and what the admin's dashboard is given. One place for the shapes and limits
 * the browser, the functions and the tests share.
 *
 * A page view is one hit, sent when the visitor leaves the page (hidden, or another page of the
 * app opened), carrying the Web Vitals measured by then: one request and one document write per
 * view. Nothing is kept in the browser; the function counts a visitor by a hash of the address,
 * the user agent and a salt of the UTC day that is deleted once the day is over.
 */

/** Where the collector posts, on the site's own origin (Hosting rewrites it to the function). */
export const STATISTICS_HIT_PATH = '/api/hit';

/** Function names ('-' is Firebase's group separator: exported as statistics.hit and statistics.summary). */
export const STATISTICS_FUNCTIONS = {
  /** HTTP function behind STATISTICS_HIT_PATH. */
  hit: 'statistics-hit',
  /** Callable, admin only: a StatisticsRequest answered with a StatisticsSummary. */
  summary: 'statistics-summary',
} as const;

/** Collections written only by the functions and read by no client (the admin reads through the callable). */
export const STATISTICS_COLLECTIONS = {
  /** `<day>_<shard>`: one UTC day's counters, split over STATISTICS_SHARDS documents. */
  shards: 'statistics_shards',
  /** `<day>`: the day's random salt; deleted when the day is over. */
  salts: 'statistics_salts',
} as const;

/**
 * How many documents share a day's counters. A view goes to the shard its visitor hash picks, so
 * one visitor's views land on one document (its unique count stays exact) and no document takes
 * more than about one write a second until a day sees that many views per second across the site.
 */
export const STATISTICS_SHARDS = 10;

/** Counters older than this many days are deleted by the daily cleanup. */
export const STATISTICS_RETENTION_DAYS = 400;

/** The periods the dashboard offers, in days ending today (UTC). */
export const STATISTICS_RANGES = [7, 30, 90] as const;
export type StatisticsRange = (typeof STATISTICS_RANGES)[number];

/** How old the dashboard's figures may be: it asks again at least this often. */
export const STATISTICS_MAX_AGE_MS = 5 * 60_000;

/** Hits one subscriber (an IPv4 address, an IPv6 /64) may send; past them a hit is counted nowhere. */
export const STATISTICS_RATE_LIMITS = {
  perMinute: 30,
  perDay: 1_000,
  allPerDay: 50_000,
} as const;

/** The largest request body the hit function reads, in bytes. */
export const STATISTICS_MAX_BODY_BYTES = 2_048;

/** Screen-size classes by the viewport's CSS width: below 600 px a phone, below 1024 a tablet. */
export const SCREEN_CLASSES = ['phone', 'tablet', 'desktop'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];

export function screenClass(cssWidth: number): ScreenClass {
  if (cssWidth < 600) return 'phone';
  if (cssWidth < 1024) return 'tablet';
  return 'desktop';
}

/** The Web Vitals kept, as the `web-vitals` library names them. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];

/** Google's thresholds: at most `good` is good, above `poor` is poor (ms; CLS has no unit). */
export const VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2_500, poor: 4_000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1_800, poor: 3_000 },
  TTFB: { good: 800, poor: 1_800 },
};

const TIME_BOUNDS = [
  100, 200, 300, 400, 500, 600, 700, 800, 900, 1_000, 1_200, 1_400, 1_600, 1_800, 2_000, 2_250, 2_500, 2_750,
  3_000, 3_500, 4_000, 5_000, 6_000, 8_000, 10_000, 15_000, 20_000,
];

/**
 * Upper bounds of the histogram buckets each metric is counted in; bucket i holds values in
 * (bounds[i-1], bounds[i]], and one more bucket (index bounds.length) holds everything above the
 * last bound. Every threshold above is a bound, so "good" is counted exactly.
 */
export const VITAL_BUCKET_BOUNDS: Record<WebVitalName, readonly number[]> = {
  LCP: TIME_BOUNDS,
  FCP: TIME_BOUNDS,
  TTFB: TIME_BOUNDS,
  INP: [25, 50, 75, 100, 125, 150, 200, 250, 300, 400, 500, 750, 1_000, 2_000, 5_000],
  CLS: [0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.5, 1],
};

/** A value above this is no measurement (a tab left in the background for an hour): the hit is refused. */
export const VITAL_MAX: Record<WebVitalName, number> = {
  LCP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
  INP: 60_000,
  CLS: 100,
};

/** The bucket `value` is counted in (see VITAL_BUCKET_BOUNDS). */
export function vitalBucket(metric: WebVitalName, value: number): number {
  const bounds = VITAL_BUCKET_BOUNDS[metric];
  const at = bounds.findIndex((bound) => value <= bound);
  return at < 0 ? bounds.length : at;
}

export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function vitalRating(metric: WebVitalName, value: number): VitalRating {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * The 75th percentile of a histogram (counts by bucket index, see VITAL_BUCKET_BOUNDS), read as
 * the upper bound of the bucket that holds it: never better than the truth, so a page shown as
 * good is good. The overflow bucket reads as the last bound. Null without samples.
 */
export function histogramPercentile(
  metric: WebVitalName,
  counts: Readonly<Record<string, number>>,
  fraction = 0.75,
): number | null {
  const bounds = VITAL_BUCKET_BOUNDS[metric];
  // Only the buckets there are: a count under any other key would be read as the slowest.
  const byBucket = Array.from({ length: bounds.length + 1 }, (_, i) => {
    const n = counts[String(i)];
    return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0;
  });
  const total = byBucket.reduce((sum, n) => sum + n, 0);
  if (total <= 0) return null;
  const rank = Math.ceil(total * fraction);
  let seen = 0;
  for (let i = 0; i <= bounds.length; i++) {
    seen += byBucket[i]!;
    if (seen >= rank) return bounds[Math.min(i, bounds.length - 1)]!;
  }
  return bounds[bounds.length - 1]!;
}

/** What the collector posts (JSON): short names, since every view sends one. */
export interface StatisticsHit {
  /** The page's path (location.pathname), no query or hash. */
  p: string;
  /** The referring site's host name, only for a view that arrived from another site. */
  r?: string;
  /** Screen-size class. */
  s: ScreenClass;
  /** The browser's primary language subtag ('en', 'de'). */
  l?: string;
  /** Web Vitals measured on this view (only the view the page was loaded with has them). */
  v?: Partial<Record<WebVitalName, number>>;
}

/** Paths longer than this are no page of the site. */
export const STATISTICS_PATH_MAX = 200;
/** A referrer host name longer than this refuses the hit. */
export const STATISTICS_REFERRER_MAX = 100;

/**
 * Segments of letters, digits, '_' and '-', and the percent-escapes of bytes beyond ASCII (how a
 * browser writes a tag address like 'données' in location.pathname); an escaped ASCII character
 * ('%2e', '%2f') is no address the site makes and could hide a dot segment or a slash.
 */
const SEGMENT = '(?:[A-Za-z0-9_-]|%[89A-F][0-9A-F])+';
const PATH_PATTERN = new RegExp(`^/(?:${SEGMENT}(?:/${SEGMENT})*)?$`);
const HOST_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const LANGUAGE_PATTERN = /^[a-z]{2,3}$/;
/**
 * Paths that are never a visitor's page view: the admin area, previews, Firebase's reserved paths;
 * in any case, since the router matches paths without regard to it.
 */
export const PRIVATE_PATH = /^\/(?:admin|preview|__)(?:\/|$)/i;

export type HitCheck =
  | { ok: true; value: StatisticsHit }
  | { ok: false; reason: 'shape' | 'path' | 'referrer' | 'screen' | 'language' | 'vitals' };

/**
 * A posted hit as it will be counted, or why it is counted nowhere. A trailing slash is dropped
 * ('/about/' is '/about') and percent-escapes are written in capitals; a path outside the site's
 * address alphabet, a private path, a
 * referrer that is no host name, or a metric that is no finite number in its range refuses the
 * whole hit. Whether the path is a page the site has is the function's check, not this one's.
 */
export function checkHit(input: unknown): HitCheck {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { ok: false, reason: 'shape' };
  const raw = input as Record<string, unknown>;
  const known = new Set(['p', 'r', 's', 'l', 'v']);
  if (Object.keys(raw).some((key) => !known.has(key))) return { ok: false, reason: 'shape' };

  if (typeof raw.p !== 'string' || raw.p.length > STATISTICS_PATH_MAX) return { ok: false, reason: 'path' };
  // Percent-escapes in capitals, as encodeURIComponent writes the site's own addresses.
  const escaped = raw.p.replace(/%[0-9a-f]{2}/gi, (escape) => escape.toUpperCase());
  const path = escaped.length > 1 ? escaped.replace(/\/$/, '') : escaped;
  if (!PATH_PATTERN.test(path) || PRIVATE_PATH.test(path)) return { ok: false, reason: 'path' };

  if (typeof raw.s !== 'string' || !(SCREEN_CLASSES as readonly string[]).includes(raw.s)) {
    return { ok: false, reason: 'screen' };
  }
  const hit: StatisticsHit = { p: path, s: raw.s as ScreenClass };

  if (raw.r !== undefined) {
    if (typeof raw.r !== 'string') return { ok: false, reason: 'referrer' };
    const host = raw.r.toLowerCase().replace(/^www\./, '');
    if (host.length > STATISTICS_REFERRER_MAX || !HOST_PATTERN.test(host))
      return { ok: false, reason: 'referrer' };
    hit.r = host;
  }
  if (raw.l !== undefined) {
    if (typeof raw.l !== 'string' || !LANGUAGE_PATTERN.test(raw.l)) return { ok: false, reason: 'language' };
    hit.l = raw.l;
  }
  if (raw.v !== undefined) {
    if (!raw.v || typeof raw.v !== 'object' || Array.isArray(raw.v)) return { ok: false, reason: 'vitals' };
    const vitals: Partial<Record<WebVitalName, number>> = {};
    for (const [name, value] of Object.entries(raw.v as Record<string, unknown>)) {
      if (!(WEB_VITALS as readonly string[]).includes(name)) return { ok: false, reason: 'vitals' };
      const metric = name as WebVitalName;
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > VITAL_MAX[metric]) {
        return { ok: false, reason: 'vitals' };
      }
      vitals[metric] = value;
    }
    if (Object.keys(vitals).length) hit.v = vitals;
  }
  return { ok: true, value: hit };
}

/** What the dashboard asks for: the last `days` UTC days, today included. */
export interface StatisticsRequest {
  days: StatisticsRange;
}

export interface VitalSummary {
  /** 75th percentile (ms; CLS unitless), read from the histogram (histogramPercentile). */
  p75: number;
  samples: number;
  rating: VitalRating;
}

export interface PageStatistics {
  path: string;
  views: number;
  /** Only metrics with samples in the period. */
  vitals: Partial<Record<WebVitalName, VitalSummary>>;
  /** True when any of LCP, INP or CLS at p75 is above Google's "good" threshold. */
  failing: boolean;
}

/** The dashboard's figures for one period; counts only, never an address or a visitor hash. */
export interface StatisticsSummary {
  days: StatisticsRange;
  /** First and last UTC day of the period, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  /** When the function read the counters (ms since the epoch). */
  generatedAt: number;
  totals: { views: number; visitors: number };
  /** Every day of the period, oldest first, zeros included. */
  daily: { day: string; views: number; visitors: number }[];
  /** Most viewed first. */
  pages: PageStatistics[];
  /** Most views first; at most 20 each. */
  referrers: { domain: string; views: number }[];
  devices: { screen: ScreenClass; views: number }[];
  countries: { country: string; views: number }[];
  languages: { language: string; views: number }[];
}

/** The stored counters of one shard of one day (`statistics_shards/<day>_<shard>`). */
export interface StatisticsShard {
  day: string;
  shard: number;
  /** Views by path. Map keys are stored as given (paths hold '/'); write them with set-merge, not dotted update paths. */
  views: Record<string, number>;
  /** Visitor hashes seen today (hex, 16 characters), replaced by `visitor_count` once the day's salt is gone. */
  visitors?: Record<string, true>;
  visitor_count?: number;
  /**
   * False from the day's first view on; true once the daily cleanup has replaced `visitors` by
   * `visitor_count`, so the cleanup finds what is left to compact without reading every day kept.
   */
  compacted?: boolean;
  referrers: Record<string, number>;
  devices: Partial<Record<ScreenClass, number>>;
  countries: Record<string, number>;
  languages: Record<string, number>;
  /** Histograms by path, then metric, then bucket index (as a string). */
  vitals: Record<string, Partial<Record<WebVitalName, Record<string, number>>>>;
}
