import {
  vitalRating,
  type PageStatistics,
  type StatisticsRange,
  type StatisticsSummary,
  type VitalSummary,
  type WebVitalName,
} from '@portfolio/model/statistics';

const DAY_MS = 86_400_000;

const vital = (name: WebVitalName, p75: number, samples: number): VitalSummary => ({
  p75,
  samples,
  rating: vitalRating(name, p75),
});

function page(path: string, views: number, vitals: PageStatistics['vitals']): PageStatistics {
  const failing = (['LCP', 'INP', 'CLS'] as const).some((name) => {
    const rating = vitals[name]?.rating;
    return rating !== undefined && rating !== 'good';
  });
  return { path, views, vitals, failing };
}

/** Days ending on `to`, oldest first, with a weekly rhythm so a chart of them has a shape. */
function days(count: number, to: string, scale: number): StatisticsSummary['daily'] {
  const end = Date.parse(`${to}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => {
    const day = new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const views = Math.round(scale * (weekday === 0 || weekday === 6 ? 0.5 : 1) * (1 + ((i * 7) % 5) / 10));
    return { day, views, visitors: Math.round(views * 0.62) };
  });
}

/** A plausible period of a small portfolio's visits: the dashboard's tests and screenshots. */
export function makeStatisticsSummary(
  period: StatisticsRange = 7,
  overrides: Partial<StatisticsSummary> = {},
): StatisticsSummary {
  const daily = days(period, '2026-03-12', 40);
  const views = daily.reduce((sum, d) => sum + d.views, 0);
  const visitors = daily.reduce((sum, d) => sum + d.visitors, 0);
  return {
    days: period,
    from: daily[0]!.day,
    to: daily[daily.length - 1]!.day,
    generatedAt: Date.parse('2026-03-12T14:05:00'),
    totals: { views, visitors },
    daily,
    pages: [
      page('/', Math.round(views * 0.38), {
        LCP: vital('LCP', 1_800, 120),
        INP: vital('INP', 100, 64),
        CLS: vital('CLS', 0.01, 120),
        FCP: vital('FCP', 1_200, 120),
        TTFB: vital('TTFB', 400, 120),
      }),
      page('/projects', Math.round(views * 0.21), {
        LCP: vital('LCP', 2_250, 70),
        INP: vital('INP', 150, 40),
        CLS: vital('CLS', 0.05, 70),
      }),
      page('/projects/churn-prediction', Math.round(views * 0.14), {
        LCP: vital('LCP', 4_000, 44),
        INP: vital('INP', 250, 20),
        CLS: vital('CLS', 0.15, 44),
      }),
      page('/notes/time-series-forecasting-with-prophet', Math.round(views * 0.08), {
        LCP: vital('LCP', 2_000, 30),
        CLS: vital('CLS', 0.025, 30),
      }),
      page('/contact', Math.round(views * 0.05), {}),
    ],
    referrers: [
      { domain: 'google.com', views: Math.round(views * 0.2) },
      { domain: 'linkedin.com', views: Math.round(views * 0.12) },
      { domain: 'github.com', views: Math.round(views * 0.06) },
    ],
    devices: [
      { screen: 'desktop', views: Math.round(views * 0.58) },
      { screen: 'phone', views: Math.round(views * 0.36) },
      { screen: 'tablet', views: Math.round(views * 0.06) },
    ],
    countries: [
      { country: 'DE', views: Math.round(views * 0.31) },
      { country: 'US', views: Math.round(views * 0.27) },
      { country: 'GB', views: Math.round(views * 0.1) },
    ],
    languages: [
      { language: 'en', views: Math.round(views * 0.55) },
      { language: 'de', views: Math.round(views * 0.35) },
    ],
    ...overrides,
  };
}

/** A period with no visit at all. */
export function makeEmptyStatisticsSummary(period: StatisticsRange = 7): StatisticsSummary {
  const summary = makeStatisticsSummary(period);
  return {
    ...summary,
    totals: { views: 0, visitors: 0 },
    daily: summary.daily.map(({ day }) => ({ day, views: 0, visitors: 0 })),
    pages: [],
    referrers: [],
    devices: [],
    countries: [],
    languages: [],
  };
}
