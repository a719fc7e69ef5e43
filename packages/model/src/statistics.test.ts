import { describe, expect, it } from 'vitest';
import {
  checkHit,
  histogramPercentile,
  screenClass,
  STATISTICS_PATH_MAX,
  STATISTICS_REFERRER_MAX,
  VITAL_BUCKET_BOUNDS,
  VITAL_MAX,
  VITAL_THRESHOLDS,
  vitalBucket,
  vitalRating,
  WEB_VITALS,
  type WebVitalName,
} from './statistics';

const hit = (fields: Record<string, unknown> = {}) => ({
  p: '/projects/churn-model',
  s: 'desktop',
  ...fields,
});
/** A host name of `length` characters in labels a host may have (at most 63 each). */
const hostOf = (length: number) => `${'a'.repeat(50)}.${'b'.repeat(length - 55)}.com`;
const reason = (input: unknown) => {
  const checked = checkHit(input);
  return checked.ok ? 'ok' : checked.reason;
};

describe('screenClass', () => {
  it('puts 599 px on a phone, 600 to 1023 on a tablet and 1024 on a desktop', () => {
    expect([320, 599, 600, 1023, 1024, 2560].map(screenClass)).toEqual([
      'phone',
      'phone',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
  });
});

describe('vitalBucket', () => {
  it('counts a value equal to a bound in that bound’s bucket, and one just above it in the next', () => {
    expect(vitalBucket('LCP', 0)).toBe(0);
    expect(vitalBucket('LCP', 100)).toBe(0);
    expect(vitalBucket('LCP', 100.5)).toBe(1);
    expect(vitalBucket('LCP', 2_500)).toBe(VITAL_BUCKET_BOUNDS.LCP.indexOf(2_500));
    expect(vitalBucket('CLS', 0.1)).toBe(VITAL_BUCKET_BOUNDS.CLS.indexOf(0.1));
    expect(vitalBucket('CLS', 0.1001)).toBe(VITAL_BUCKET_BOUNDS.CLS.indexOf(0.1) + 1);
  });

  it('puts everything above the last bound in the one overflow bucket', () => {
    for (const metric of WEB_VITALS) {
      const bounds = VITAL_BUCKET_BOUNDS[metric];
      expect(vitalBucket(metric, bounds[bounds.length - 1]! + 1)).toBe(bounds.length);
      expect(vitalBucket(metric, VITAL_MAX[metric])).toBe(bounds.length);
    }
  });

  it('has every threshold as a bound, so a bucket is wholly good or wholly not', () => {
    for (const metric of WEB_VITALS) {
      const { good, poor } = VITAL_THRESHOLDS[metric];
      expect(VITAL_BUCKET_BOUNDS[metric]).toContain(good);
      expect(VITAL_BUCKET_BOUNDS[metric]).toContain(poor);
      const bounds = VITAL_BUCKET_BOUNDS[metric];
      expect([...bounds].sort((a, b) => a - b)).toEqual(bounds);
    }
  });
});

describe('vitalRating', () => {
  it('rates at the good threshold as good, up to poor as needs-improvement, above as poor', () => {
    expect(vitalRating('LCP', 2_500)).toBe('good');
    expect(vitalRating('LCP', 2_501)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4_000)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4_001)).toBe('poor');
    expect(vitalRating('CLS', 0.1)).toBe('good');
    expect(vitalRating('CLS', 0.26)).toBe('poor');
    expect(vitalRating('INP', 200)).toBe('good');
  });
});

/** A histogram of `values` as the shards store it: counts by bucket index, as strings. */
function histogram(metric: WebVitalName, values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) {
    const bucket = String(vitalBucket(metric, value));
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

describe('histogramPercentile', () => {
  it('is null without samples', () => {
    expect(histogramPercentile('LCP', {})).toBeNull();
    expect(histogramPercentile('LCP', { '3': 0 })).toBeNull();
  });

  it('reads the 75th percentile as the upper bound of its bucket: never better than the truth', () => {
    // Three fast views and one slow: p75 is the third value, 1 150 ms, in the bucket up to 1 200.
    expect(histogramPercentile('LCP', histogram('LCP', [400, 900, 1_150, 9_000]))).toBe(1_200);
    // Two fast and two slow: the third value is the slow one.
    expect(histogramPercentile('LCP', histogram('LCP', [400, 900, 3_100, 9_000]))).toBe(3_500);
  });

  it('keeps a page whose views are all exactly good rated good', () => {
    const p75 = histogramPercentile('LCP', histogram('LCP', [2_500, 2_500, 2_500, 2_500]));
    expect(p75).toBe(2_500);
    expect(vitalRating('LCP', p75!)).toBe('good');
  });

  it('reads a percentile in the overflow bucket as the last bound, which rates poor', () => {
    for (const metric of WEB_VITALS) {
      const bounds = VITAL_BUCKET_BOUNDS[metric];
      const p75 = histogramPercentile(metric, { [String(bounds.length)]: 5 });
      expect(p75).toBe(bounds[bounds.length - 1]);
      expect(vitalRating(metric, p75!)).toBe('poor');
    }
  });

  it('takes other fractions (the median)', () => {
    expect(histogramPercentile('INP', histogram('INP', [10, 60, 180, 600]), 0.5)).toBe(75);
  });

  it('ignores counts under keys that are no bucket, rather than reading them as the slowest', () => {
    expect(histogramPercentile('LCP', { '0': 3, '99': 100, x: 5 })).toBe(100);
    expect(histogramPercentile('LCP', { '-1': 4 })).toBeNull();
  });
});

describe('checkHit', () => {
  it('takes a plain hit, and drops a trailing slash', () => {
    expect(checkHit(hit())).toEqual({ ok: true, value: { p: '/projects/churn-model', s: 'desktop' } });
    expect(checkHit(hit({ p: '/about/' }))).toMatchObject({ ok: true, value: { p: '/about' } });
    expect(checkHit(hit({ p: '/' }))).toMatchObject({ ok: true, value: { p: '/' } });
  });

  it('takes every field at its most', () => {
    const checked = checkHit(
      hit({ r: 'news.ycombinator.com', l: 'de', v: { LCP: 1_234.5, INP: 0, CLS: 0.02, FCP: 800, TTFB: 90 } }),
    );
    expect(checked).toEqual({
      ok: true,
      value: {
        p: '/projects/churn-model',
        s: 'desktop',
        r: 'news.ycombinator.com',
        l: 'de',
        v: { LCP: 1_234.5, INP: 0, CLS: 0.02, FCP: 800, TTFB: 90 },
      },
    });
  });

  it.each([
    ['a dot segment', '/projects/../admin'],
    ['a dot segment at the end', '/notes/..'],
    ['an encoded dot', '/projects/%2e%2e/admin'],
    ['an encoded dot in capitals', '/projects/%2E%2E'],
    ['an encoded slash', '/projects/a%2Fb'],
    ['a query', '/projects?x=1'],
    ['a fragment', '/projects#top'],
    ['a file name', '/sitemap.xml'],
    ['a double slash inside', '/projects//x'],
    ['no leading slash', 'projects'],
    ['an absolute URL', 'https://evil.example/'],
    ['an empty path', ''],
    ['a backslash', '/projects\\x'],
    ['a space', '/projects/a b'],
    ['the admin area', '/admin'],
    ['a page of the admin area', '/admin/x'],
    ['the admin area written in capitals', '/Admin/statistics'],
    ['a preview', '/preview/x'],
    ["Firebase's reserved paths", '/__/auth/handler'],
    ['a path of 201 characters', `/${'a'.repeat(STATISTICS_PATH_MAX)}`],
    ['a path that is no text', 42],
    ['an array for a path', ['/']],
  ])('refuses %s as a path', (_, p) => {
    expect(reason(hit({ p }))).toBe('path');
  });

  it('takes a path of exactly 200 characters', () => {
    expect(reason(hit({ p: `/${'a'.repeat(STATISTICS_PATH_MAX - 1)}` }))).toBe('ok');
  });

  it('takes a tag page whose address has letters beyond ASCII, as a browser encodes them', () => {
    const path = `/notes/tags/${encodeURIComponent('données')}`;
    expect(checkHit(hit({ p: path }))).toMatchObject({ ok: true, value: { p: path } });
    // Written in small letters, it is the same address.
    expect(checkHit(hit({ p: path.toLowerCase() }))).toMatchObject({ ok: true, value: { p: path } });
  });

  it.each([
    ['of 101 characters', hostOf(STATISTICS_REFERRER_MAX + 1)],
    ['with a path', 'evil.com/path'],
    ['that is a URL', 'https://evil.com'],
    ['with a port', 'example.com:8080'],
    ['without a dot', 'localhost'],
    ['with a space', 'exa mple.com'],
    ['that is no text', 7],
    ['that is empty', ''],
  ])('refuses a referrer %s', (_, r) => {
    expect(reason(hit({ r }))).toBe('referrer');
  });

  it('keeps a referrer host in small letters without www., and one of 100 characters', () => {
    expect(checkHit(hit({ r: 'WWW.Example.co.uk' }))).toMatchObject({ value: { r: 'example.co.uk' } });
    expect(reason(hit({ r: hostOf(STATISTICS_REFERRER_MAX) }))).toBe('ok');
  });

  it.each([
    ['a string', { LCP: '1200' }],
    ['NaN as text', { LCP: 'NaN' }],
    ['null (what JSON makes of NaN)', { LCP: null }],
    ['a negative value', { INP: -1 }],
    ['a huge value', { LCP: 1e12 }],
    ['just over its most', { CLS: VITAL_MAX.CLS + 0.001 }],
    ['an unknown metric', { FID: 10 }],
    ['a list', [1200]],
    ['a number', 1200],
    ['a nested object', { LCP: { value: 1 } }],
  ])('refuses vitals with %s', (_, v) => {
    expect(reason(hit({ v }))).toBe('vitals');
  });

  it('refuses NaN and infinities given directly', () => {
    expect(reason(hit({ v: { LCP: Number.NaN } }))).toBe('vitals');
    expect(reason(hit({ v: { LCP: Number.POSITIVE_INFINITY } }))).toBe('vitals');
  });

  it('takes a metric at exactly its most, and empty vitals as none', () => {
    expect(reason(hit({ v: { LCP: VITAL_MAX.LCP } }))).toBe('ok');
    expect(checkHit(hit({ v: {} }))).toEqual({ ok: true, value: hit() });
  });

  it.each([
    ['an unknown key', { ...hit(), x: 1 }],
    ['a key that would set a prototype', JSON.parse('{"p":"/","s":"phone","__proto__":{"a":1}}')],
    ['a list', [hit()]],
    ['null', null],
    ['text', '/projects'],
    ['nothing', undefined],
  ])('refuses %s as the hit itself', (_, input) => {
    expect(reason(input)).toBe('shape');
  });

  it('refuses an unknown screen class and a language that is no subtag', () => {
    expect(reason(hit({ s: 'watch' }))).toBe('screen');
    expect(reason({ p: '/' })).toBe('screen');
    expect(reason(hit({ l: 'en-US' }))).toBe('language');
    expect(reason(hit({ l: 'EN' }))).toBe('language');
    expect(reason(hit({ l: 'english' }))).toBe('language');
  });
});
