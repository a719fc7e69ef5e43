import type { Publication } from '@/data/publications/model';

const NO_LINKS = { pdf: '', code: '', slides: '', video: '', poster: '' };

/** A stored paper for component tests, changed where a test says. */
export function makePublication(overrides: Partial<Publication> = {}): Publication {
  return {
    id: 'pub-1',
    title: 'Calibrated Uncertainty for Retail Demand Forecasting',
    authors: ['Alex Morgan', 'Ada Lovelace'],
    owner_author: 0,
    more_authors: false,
    type: 'conference',
    venue: 'Proceedings of KDD 2024',
    year: 2024,
    month: 8,
    abstract: 'Quantile gradient boosting with conformal calibration.',
    doi: '10.1145/3637528.3671000',
    arxiv_id: '',
    urls: NO_LINKS,
    pdf_storage_path: '',
    pdf_file_url: '',
    tags: ['forecasting'],
    selected: false,
    cite_key: 'morgan2024calibrated',
    order_index: 0,
    created_at: new Date('2024-09-01T00:00:00Z'),
    old_slugs: [],
    status: 'published',
    publish_at: null,
    ...overrides,
  };
}
