import { describe, expect, it } from 'vitest';
import { vitalBucket, type WebVitalName } from '@portfolio/model/statistics';
import { statisticsSummary, StatisticsError, type Caller } from './summary';
import { summarize, TOP, type StoredShard } from './summarize';

const now = Date.UTC(2026, 10, 23, 15); // 2026-11-23
const admin: Caller = { uid: 'admin', token: { admin: true } };

/** A histogram of `values` as a shard stores it. */
function histogram(metric: WebVitalName, values: number[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const value of values) {
    const bucket = String(vitalBucket(metric, value));
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return counts;
}

const shard = (day: string, fields: StoredShard = {}): StoredShard => ({
  day,
  shard: 0,
  views: {},
  referrers: {},
  devices: {},
  countries: {},
  languages: {},
  vitals: {},
  ...fields,
});

describe('summarize', () => {
  it('gives every day of the period oldest first, zero days included', () => {
    const summary = summarize([shard('2026-11-21', { views: { '/': 3 } })], 7, now);
    expect(summary).toMatchObject({ days: 7, from: '2026-11-17', to: '2026-11-23', generatedAt: now });
    expect(summary.daily.map((d) => d.day)).toEqual([
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(summary.daily.map((d) => d.views)).toEqual([0, 0, 0, 0, 3, 0, 0]);
    expect(summarize([], 90, now).daily).toHaveLength(90);
    expect(summarize([], 30, now).from).toBe('2026-10-25');
  });

  it('adds up the shards of a day and counts its visitors: distinct hashes plus compacted counts', () => {
    const summary = summarize(
      [
        shard('2026-11-23', {
          shard: 0,
          views: { '/': 2, '/about': 1 },
          visitors: { aaaa: true, bbbb: true },
        }),
        shard('2026-11-23', { shard: 1, views: { '/': 1 }, visitors: { cccc: true } }),
        shard('2026-11-22', { views: { '/': 5 }, visitor_count: 4, compacted: true }),
        // A compacted shard that took a late view (hashes again beside its count).
        shard('2026-11-22', { shard: 3, views: { '/': 1 }, visitor_count: 2, visitors: { dddd: true } }),
      ],
      7,
      now,
    );
    expect(summary.daily.slice(-2)).toEqual([
      { day: '2026-11-22', views: 6, visitors: 7 },
      { day: '2026-11-23', views: 4, visitors: 3 },
    ]);
    expect(summary.totals).toEqual({ views: 10, visitors: 10 });
  });

  it('counts a hash found in two shards of one day once', () => {
    const summary = summarize(
      [
        shard('2026-11-23', { visitors: { aaaa: true } }),
        shard('2026-11-23', { shard: 4, visitors: { aaaa: true } }),
      ],
      7,
      now,
    );
    expect(summary.totals.visitors).toBe(1);
  });

  it('leaves out the shards of days outside the period', () => {
    const summary = summarize(
      [
        shard('2026-11-16', { views: { '/': 9 }, visitors: { aaaa: true } }),
        shard('2026-11-24', { views: { '/': 9 } }),
      ],
      7,
      now,
    );
    expect(summary.totals).toEqual({ views: 0, visitors: 0 });
    expect(summary.pages).toEqual([]);
  });

  it('sorts pages by views and gives each metric’s p75, samples and rating', () => {
    const summary = summarize(
      [
        shard('2026-11-22', {
          views: { '/': 3, '/projects/churn-model': 4 },
          vitals: {
            '/projects/churn-model': {
              LCP: histogram('LCP', [900, 1_100]),
              CLS: histogram('CLS', [0, 0.02]),
            },
          },
        }),
        shard('2026-11-23', {
          views: { '/projects/churn-model': 2, '/about': 3 },
          vitals: { '/projects/churn-model': { LCP: histogram('LCP', [1_900, 2_400]) } },
        }),
      ],
      7,
      now,
    );
    expect(summary.pages.map((p) => [p.path, p.views])).toEqual([
      ['/projects/churn-model', 6],
      ['/', 3],
      ['/about', 3],
    ]);
    // LCP samples 900, 1 100, 1 900, 2 400: the third is 1 900, read as its bucket's bound, 2 000.
    expect(summary.pages[0]).toEqual({
      path: '/projects/churn-model',
      views: 6,
      vitals: {
        LCP: { p75: 2_000, samples: 4, rating: 'good' },
        CLS: { p75: 0.025, samples: 2, rating: 'good' },
      },
      failing: false,
    });
    expect(summary.pages[1]!.vitals).toEqual({});
    expect(summary.pages[1]!.failing).toBe(false);
  });

  it('marks a page failing when its LCP, INP or CLS p75 is worse than good, not for FCP or TTFB', () => {
    const page = (metric: WebVitalName, values: number[]) =>
      summarize(
        [
          shard('2026-11-23', {
            views: { '/': 1 },
            vitals: { '/': { [metric]: histogram(metric, values) } },
          }),
        ],
        7,
        now,
      ).pages[0]!;
    expect(page('LCP', [2_600]).failing).toBe(true);
    expect(page('LCP', [2_600]).vitals.LCP?.rating).toBe('needs-improvement');
    expect(page('INP', [600]).failing).toBe(true);
    expect(page('INP', [600]).vitals.INP?.rating).toBe('poor');
    expect(page('CLS', [0.12]).failing).toBe(true);
    expect(page('LCP', [2_500]).failing).toBe(false);
    expect(page('FCP', [5_000]).failing).toBe(false);
    expect(page('TTFB', [5_000]).failing).toBe(false);
  });

  it('names the 20 most frequent referrers, countries and languages, and the devices', () => {
    const referrers = Object.fromEntries(Array.from({ length: 25 }, (_, i) => [`site${i}.example`, i + 1]));
    const summary = summarize(
      [
        shard('2026-11-23', {
          referrers,
          countries: { DE: 2, FR: 5 },
          languages: { en: 7, de: 2 },
          devices: { desktop: 4, phone: 6, watch: 9 },
        }),
        shard('2026-11-22', { referrers: { 'site0.example': 30 }, countries: { DE: 4 } }),
      ],
      7,
      now,
    );
    expect(summary.referrers).toHaveLength(TOP);
    expect(summary.referrers[0]).toEqual({ domain: 'site0.example', views: 31 });
    expect(summary.referrers[1]).toEqual({ domain: 'site24.example', views: 25 });
    expect(summary.referrers.map((r) => r.domain)).not.toContain('site1.example');
    expect(summary.countries).toEqual([
      { country: 'DE', views: 6 },
      { country: 'FR', views: 5 },
    ]);
    expect(summary.languages).toEqual([
      { language: 'en', views: 7 },
      { language: 'de', views: 2 },
    ]);
    expect(summary.devices).toEqual([
      { screen: 'phone', views: 6 },
      { screen: 'desktop', views: 4 },
    ]);
  });

  it('never returns a visitor hash', () => {
    const summary = summarize(
      [shard('2026-11-23', { views: { '/': 1 }, visitors: { '5eb63bbbe01eeed0': true } })],
      7,
      now,
    );
    expect(JSON.stringify(summary)).not.toContain('5eb63bbbe01eeed0');
  });

  it('reads past what is not a count rather than failing', () => {
    const summary = summarize(
      [
        shard('2026-11-23', {
          views: { '/': 'many', '/about': -2, '/cv': 1 },
          visitors: 'x',
          visitor_count: 'x',
          referrers: null,
          vitals: { '/cv': { LCP: { '0': 'x', '1': 1 }, FID: { '0': 3 } } },
        }),
        { day: 20261123 },
        {},
      ],
      7,
      now,
    );
    expect(summary.totals).toEqual({ views: 1, visitors: 0 });
    expect(summary.pages.find((p) => p.path === '/cv')?.vitals).toEqual({
      LCP: { p75: 200, samples: 1, rating: 'good' },
    });
  });
});

describe('statisticsSummary', () => {
  const deps = (shards: StoredShard[] = []) => {
    const asked: [string, string][] = [];
    return {
      asked,
      deps: {
        readShards: async (from: string, to: string) => {
          asked.push([from, to]);
          return shards;
        },
        now: () => now,
      },
    };
  };

  it('reads the shards of the days asked for and sums them up, for the admin', async () => {
    const { deps: d, asked } = deps([shard('2026-11-23', { views: { '/': 2 } })]);
    const summary = await statisticsSummary(d, admin, { days: 30 });
    expect(asked).toEqual([['2026-10-25', '2026-11-23']]);
    expect(summary.totals.views).toBe(2);
  });

  it('refuses anyone but the admin', async () => {
    const { deps: d, asked } = deps();
    await expect(statisticsSummary(d, undefined, { days: 7 })).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    await expect(
      statisticsSummary(d, { uid: 'u', token: { email: 'x@example.com' } }, { days: 7 }),
    ).rejects.toEqual(new StatisticsError('permission-denied', 'Only the admin can see the statistics.'));
    await expect(
      statisticsSummary(d, { uid: 'u', token: { admin: 'true' } }, { days: 7 }),
    ).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(asked).toEqual([]);
  });

  it.each([[{ days: 14 }], [{ days: '7' }], [{}], [null], [{ days: 365 }]])(
    'refuses %j as invalid-argument',
    async (input) => {
      await expect(statisticsSummary(deps().deps, admin, input)).rejects.toMatchObject({
        code: 'invalid-argument',
      });
    },
  );
});
