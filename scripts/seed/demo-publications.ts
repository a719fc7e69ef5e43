/**
 * The demo data scientist's papers. Two for now, so every collection has demo content the rules
 * accept; the full set (workshop paper, preprints, journal article, one with a PDF) comes with the
 * publication pages. No address yet: each answers at its id until it is given one.
 */
import type { PublicationDoc } from '@portfolio/model/collections';
import type { Seeded } from './demo-content';

const NO_LINKS = { pdf: '', code: '', slides: '', video: '', poster: '' };

export const publications: Seeded<PublicationDoc<Date>>[] = [
  {
    id: 'pub-churn-gradient-boosting-thesis',
    title: 'Predicting Customer Churn in Telecom with Gradient Boosting',
    authors: ['Alex Morgan'],
    owner_author: 0,
    type: 'thesis',
    venue: 'University of Somewhere',
    year: 2019,
    month: 6,
    abstract:
      'A comparison of gradient-boosted trees with logistic regression and random forests for predicting churn from twelve months of telecom usage data, with a cost-sensitive threshold chosen for retention campaigns.',
    doi: '',
    arxiv_id: '',
    urls: NO_LINKS,
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: ['churn', 'gradient boosting'],
    selected: true,
    cite_key: 'morgan2019churn',
    order_index: 1,
    created_at: new Date('2024-02-01T10:00:00Z'),
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
  },
];
