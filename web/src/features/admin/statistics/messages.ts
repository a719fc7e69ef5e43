import type { ScreenClass, VitalRating } from '@portfolio/model/statistics';

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Texts of the admin's statistics page, in one place. */
export const statisticsMessages = {
  title: 'Statistics',
  intro:
    'Page views and page speed on the published site, counted without cookies. Visitors who ask not to be tracked are not counted.',
  period: 'Period',
  days: (n: number) => `${n} days`,
  refresh: 'Refresh',
  updated: (time: string) => `Updated ${time}`,
  loading: 'Loading statistics',
  loadFailed: 'The statistics could not be loaded.',
  refreshFailed: (time: string) => `The statistics could not be refreshed: these are the figures of ${time}.`,
  tryAgain: 'Try again',
  empty: (days: number) => `No visits recorded in the last ${days} days`,
  emptyDetail:
    'Visits to the published site are counted here: one view per page opened, without cookies. Visitors whose browser sends Do Not Track or Global Privacy Control are never counted, and neither is the admin area.',
  totals: {
    views: 'Views',
    visitors: 'Visitors',
    failing: 'Slow pages',
    failingHint: 'Pages whose LCP, INP or CLS is not good',
  },
  chart: {
    title: 'Views and visitors per day',
    summary: (from: string, to: string, views: number, visitors: number, busiest: string | null) =>
      `Views and visitors per day from ${from} to ${to}: ${plural(views, 'view')} and ${plural(visitors, 'visitor')} in all.` +
      (busiest ? ` The busiest day was ${busiest}.` : ''),
    tableCaption: 'Views and visitors per day',
    day: 'Day',
  },
  pages: {
    title: 'Top pages',
    caption:
      'Most viewed pages, with the 75th percentile of their Web Vitals over the period. A page fails when its LCP, INP or CLS is not good.',
    /** The table's box, which scrolls sideways on a phone. */
    tableLabel: 'Table of top pages',
    path: 'Page',
    views: 'Views',
    fails: 'Fails Core Web Vitals',
    noData: 'No data',
    samples: (n: number) => plural(n, 'sample'),
    empty: 'No page has been viewed.',
  },
  ratings: {
    good: 'Good',
    'needs-improvement': 'Needs improvement',
    poor: 'Poor',
  } satisfies Record<VitalRating, string>,
  referrers: {
    title: 'Referring sites',
    caption: 'Sites that visitors came from',
    name: 'Site',
    empty: 'No visitor came from another site.',
  },
  devices: {
    title: 'Devices',
    caption: 'Views by screen size',
    name: 'Screen',
    empty: 'No views.',
    screens: { phone: 'Phone', tablet: 'Tablet', desktop: 'Desktop' } satisfies Record<ScreenClass, string>,
  },
  countries: {
    title: 'Countries',
    caption: 'Views by country',
    name: 'Country',
  },
  languages: {
    title: 'Languages',
    caption: "Views by the browser's language",
    name: 'Language',
  },
  views: 'Views',
  share: 'Share',
  unknown: 'Unknown',
} as const;
