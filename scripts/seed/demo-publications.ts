/**
 * The demo data scientist's papers: a conference paper, a workshop paper, two arXiv preprints, a
 * journal article and the master's thesis, three of them selected (the home page and the CV show
 * those). Identifiers as a bibliography writes them; the DOIs use Crossref's test prefix 10.5555,
 * so none leads to somebody else's paper. Each lives at its own address, claimed in
 * publication_slugs by the seed as the admin form claims it.
 *
 * One paper has its PDF: a site path under /demo/ in `urls.pdf` here, which the seed uploads to
 * files/ and records as the paper's stored PDF where the Storage emulator runs
 * (scripts/seed/seed-storage.ts), as the admin's upload would be.
 */
import type { PublicationDoc } from '@portfolio/model/collections';
import type { Seeded } from './demo-content';
import { PUBLISHED } from './demo-status';

const NO_LINKS = { pdf: '', code: '', slides: '', video: '', poster: '' };

/** The paper whose PDF the seed stores, and the committed file (scripts/seed/generate-demo-paper.ts). */
export const DEMO_PAPER_PDF = {
  publication: 'pub-survival-churn-kdd',
  sitePath: '/demo/files/survival-churn-kdd-2023.pdf',
} as const;

export const publications: Seeded<PublicationDoc<Date>>[] = [
  {
    id: 'pub-survival-churn-kdd',
    title: 'Survival Models for Subscription Churn at Scale: Lessons from a Telecom Deployment',
    authors: ['Priya Raman', 'Alex Morgan', 'Tomás Herrera', 'Lena Fischer'],
    owner_author: 1,
    type: 'conference',
    venue: "Proceedings of the 29th ACM SIGKDD Conference on Knowledge Discovery and Data Mining (KDD '23)",
    year: 2023,
    month: 8,
    day: 6,
    abstract:
      'Churn classifiers answer whether a subscriber leaves within a fixed window; retention teams need to know when. ' +
      'We replace a 60-day classifier with gradient-boosted survival trees over 1.2 million telecom subscribers and ' +
      'report what changed in production: a concordance of 0.81, retention offers timed to each customer’s hazard, ' +
      'and 14% fewer churned customers in a six-month A/B test at the same campaign budget.',
    doi: '10.5555/3580305.3599871',
    arxiv_id: '',
    urls: {
      ...NO_LINKS,
      pdf: DEMO_PAPER_PDF.sitePath,
      code: 'https://github.com/alexmorgan/survival-churn',
      slides: 'https://speakerdeck.com/alexmorgan/survival-models-for-churn-kdd-23',
    },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: ['churn', 'survival analysis', 'gradient boosting'],
    selected: true,
    cite_key: 'raman2023survival',
    order_index: 2,
    created_at: new Date('2024-02-03T10:00:00Z'),
    ...PUBLISHED,
    slug: 'survival-models-subscription-churn',
  },
  {
    id: 'pub-calibrated-demand-forecasting',
    title: 'Calibrated Uncertainty for Retail Demand Forecasting',
    authors: ['Alex Morgan', 'Ada Lovelace'],
    owner_author: 0,
    type: 'preprint',
    venue: '',
    year: 2024,
    month: 3,
    abstract:
      'Quantile gradient boosting with conformal calibration gives prediction intervals that hold their coverage across 2,000 products, at a tenth of the cost of a deep probabilistic model.',
    doi: '',
    arxiv_id: '2403.01234',
    urls: { ...NO_LINKS, code: 'https://github.com/alexmorgan/calibrated-demand' },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: ['forecasting', 'uncertainty'],
    selected: false,
    cite_key: 'morgan2024calibrated',
    order_index: 0,
    created_at: new Date('2024-03-20T10:00:00Z'),
    ...PUBLISHED,
    slug: 'calibrated-uncertainty-demand-forecasting',
  },
  {
    id: 'pub-tiny-transformers-activity',
    title: 'Tiny Transformers for On-Device Activity Recognition on Five-Year-Old Phones',
    authors: ['Jordan Lee', 'Alex Morgan'],
    owner_author: 1,
    type: 'preprint',
    venue: '',
    year: 2023,
    month: 11,
    abstract:
      'A 90k-parameter transformer distilled from a larger model recognises eight activities from accelerometer ' +
      'windows at 94% accuracy, runs in 3 ms on a 2018 mid-range Android phone and costs under 1% of battery a day.',
    doi: '',
    arxiv_id: '2311.04567v2',
    urls: { ...NO_LINKS, code: 'https://github.com/alexmorgan/pulsetrack-models' },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: ['on-device ML', 'Android', 'transformers'],
    selected: false,
    cite_key: 'lee2023tiny',
    order_index: 1,
    created_at: new Date('2024-02-04T10:00:00Z'),
    ...PUBLISHED,
    slug: 'tiny-transformers-on-device-activity',
  },
  {
    id: 'pub-conformal-intermittent-demand',
    title: 'Conformal Prediction Intervals for Intermittent Retail Demand',
    authors: ['Alex Morgan', 'Marta Kowalska'],
    owner_author: 0,
    type: 'conference',
    venue: 'ICML 2022 Workshop on Distribution-Free Uncertainty Quantification',
    year: 2022,
    month: 7,
    day: 23,
    abstract:
      'Most products of a grocery chain sell on fewer than half of all days. We show that split conformal ' +
      'prediction over a zero-inflated base model keeps 90% intervals honest for such items, where quantile ' +
      'regression alone under-covers by eleven points.',
    doi: '',
    arxiv_id: '2207.04512',
    urls: {
      ...NO_LINKS,
      poster: 'https://alexmorgan.github.io/posters/conformal-intermittent-demand.pdf',
    },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: ['forecasting', 'conformal prediction'],
    selected: false,
    cite_key: 'morgan2022conformal',
    order_index: 3,
    created_at: new Date('2024-02-05T10:00:00Z'),
    ...PUBLISHED,
    slug: 'conformal-intermittent-demand',
  },
  {
    id: 'pub-boosted-survival-retention-journal',
    title: 'Gradient-Boosted Survival Trees for Customer Retention: A Cost-Sensitive Evaluation',
    authors: ['Alex Morgan', 'Priya Raman', 'Daniel Okafor'],
    owner_author: 0,
    type: 'article',
    venue: 'Expert Systems with Applications',
    year: 2022,
    month: 2,
    abstract:
      'We compare Cox models, random survival forests and gradient-boosted survival trees on three subscription ' +
      'datasets under the cost of a retention offer and the value of a saved customer, and show that ranking by ' +
      'expected saved value, not by churn probability, doubles the return of a fixed campaign budget.',
    doi: '10.5555/j.eswa.2022.116512',
    arxiv_id: '',
    urls: { ...NO_LINKS, code: 'https://github.com/alexmorgan/retention-benchmarks' },
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: ['churn', 'survival analysis', 'cost-sensitive learning'],
    selected: true,
    cite_key: 'morgan2022boosted',
    order_index: 4,
    created_at: new Date('2024-02-02T10:00:00Z'),
    ...PUBLISHED,
    slug: 'gradient-boosted-survival-trees-retention',
  },
  {
    id: 'pub-msc-thesis-hierarchical-forecasting',
    title: 'Hierarchical Forecasting of Retail Demand with Gradient-Boosted Trees',
    authors: ['Alex Morgan'],
    owner_author: 0,
    type: 'thesis',
    venue: 'Northbridge University',
    year: 2019,
    month: 6,
    abstract:
      'Forecasts for 40 stores, 12 regions and the whole chain that add up: gradient-boosted trees per series, ' +
      'reconciled with MinT, against ETS and ARIMA baselines on two years of daily sales. Reconciliation cut the ' +
      'error of store-level forecasts by 9% and of the chain total by 17%. M.Sc. thesis, graded with distinction.',
    doi: '',
    arxiv_id: '',
    urls: NO_LINKS,
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: ['forecasting', 'hierarchical time series', 'gradient boosting'],
    selected: true,
    cite_key: 'morgan2019hierarchical',
    order_index: 5,
    created_at: new Date('2024-02-01T10:00:00Z'),
    ...PUBLISHED,
    slug: 'msc-thesis-hierarchical-forecasting',
  },
];
