import { describe, expect, it } from 'vitest';
import { byPaperDate, publicationCodec, type Publication } from './model';

const stored = {
  title: 'Calibrated Uncertainty',
  authors: ['Alex Morgan', 'Ada Lovelace'],
  owner_author: 0,
  type: 'preprint',
  venue: '',
  year: 2024,
  month: 3,
  abstract: 'Abstract.',
  doi: '',
  arxiv_id: '2403.01234',
  urls: { code: 'https://github.com/a/b' },
  pdf_storage_path: '',
  pdf_file_url: '',
  tags: ['forecasting'],
  selected: true,
  cite_key: 'morgan2024',
  order_index: 0,
};

describe('publicationCodec', () => {
  it('reads a stored paper, filling links it lacks with empty ones', () => {
    const paper = publicationCodec.fromFirestore('p1', stored);
    expect(paper.urls).toEqual({
      pdf: '',
      code: 'https://github.com/a/b',
      slides: '',
      video: '',
      poster: '',
    });
    expect(paper.owner_author).toBe(0);
    expect(paper.month).toBe(3);
    expect(paper.type).toBe('preprint');
  });

  it('drops an owner position, month or day that is not one, instead of showing it', () => {
    const paper = publicationCodec.fromFirestore('p1', {
      ...stored,
      owner_author: 7,
      month: 13,
      day: 2,
      type: 'blog',
    });
    expect(paper.owner_author).toBeUndefined();
    expect(paper.month).toBeUndefined();
    expect(paper.day).toBeUndefined();
    expect(paper.type).toBe('other');
  });
});

describe('byPaperDate', () => {
  const paper = (id: string, year: number, month?: number, order_index = 0) =>
    ({ id, year, month, order_index }) as Publication;

  it('puts the newest paper first, month breaking a tie of years, then the admin order', () => {
    const sorted = [paper('a', 2022), paper('b', 2024, 1), paper('c', 2024, 6), paper('d', 2024, 6, -1)].sort(
      byPaperDate,
    );
    expect(sorted.map((p) => p.id)).toEqual(['d', 'c', 'b', 'a']);
  });
});
