import { describe, expect, it } from 'vitest';
import { PUBLICATION_LIMITS } from './limits';
import { normalArxivId, normalDoi } from './publications';
import { documentChecks } from './validate';

// The publication checks firestore.rules states (tests/rules/publications.test.ts attacks the
// rules with the same documents): a restored backup is refused whole on any of them.
const check = documentChecks((v) => v === 'now').publications;

const paper = {
  title: 'Churn models that explain themselves',
  authors: ['Ada Lovelace', 'Alex Morgan'],
  owner_author: 1,
  type: 'conference',
  venue: 'KDD',
  year: 2024,
  month: 8,
  abstract: '',
  doi: '10.1145/3637528.3671000',
  arxiv_id: '',
  urls: { pdf: '', code: '', slides: '', video: '', poster: '' },
  pdf_storage_path: '',
  pdf_file_url: '',
  tags: [],
  selected: false,
  cite_key: 'morgan2024',
  order_index: 0,
  created_at: 'now',
  status: 'published',
};
const link = (path: string) => `https://x/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media`;

describe('the publication check', () => {
  it('takes a paper, a script title as text, an uploaded PDF and the old arXiv form', () => {
    expect(check('p', paper)).toBeNull();
    expect(check('p', { ...paper, title: '<script>alert(1)</script>' })).toBeNull();
    expect(
      check('p', { ...paper, pdf_storage_path: 'files/a.pdf', pdf_file_url: link('files/a.pdf') }),
    ).toBeNull();
    expect(
      check('p', { ...paper, arxiv_id: 'hep-th/9901001v3', slug: 'churn', old_slugs: ['c'] }),
    ).toBeNull();
  });

  it('holds authors, year, month and day to their limits', () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => `A${i}`);
    expect(check('p', { ...paper, authors: many(PUBLICATION_LIMITS.authors) })).toBeNull();
    expect(check('p', { ...paper, authors: many(PUBLICATION_LIMITS.authors + 1) })).toBe(
      'authors is not valid',
    );
    expect(check('p', { ...paper, authors: [] })).toBe('authors is not valid');
    expect(check('p', { ...paper, authors: ['Ada\nLovelace'] })).toBe('authors is not valid');
    expect(check('p', { ...paper, tags: ['a\nb'] })).toBe('tags is not valid');
    expect(check('p', { ...paper, authors: ['Ada', 42] })).toBe('authors is not valid');
    // Counted in characters, as the rules' pattern counts them: 200 emoji are 400 UTF-16 units.
    expect(check('p', { ...paper, authors: ['Ada', '😀'.repeat(PUBLICATION_LIMITS.authorName)] })).toBeNull();
    expect(check('p', { ...paper, authors: ['Ada', '😀'.repeat(PUBLICATION_LIMITS.authorName + 1)] })).toBe(
      'authors is not valid',
    );
    expect(check('p', { ...paper, owner_author: 2 })).toBe('owner_author is not valid');
    expect(check('p', { ...paper, year: PUBLICATION_LIMITS.yearMin - 1 })).toBe('year is not valid');
    expect(check('p', { ...paper, month: 13 })).toBe('month is not valid');
    const { month: _m, ...noMonth } = paper;
    expect(check('p', { ...noMonth, day: 3 })).toBe('day is not valid');
    expect(check('p', { ...paper, title: 'x'.repeat(PUBLICATION_LIMITS.title + 1) })).toBe(
      'title is not valid',
    );
  });

  it('refuses identifiers not as written, odd links and a PDF not its own object', () => {
    expect(check('p', { ...paper, doi: 'https://doi.org/10.1145/1' })).toBe('doi is not valid');
    expect(check('p', { ...paper, arxiv_id: 'arXiv:2401.01234' })).toBe('arxiv_id is not valid');
    expect(check('p', { ...paper, urls: { ...paper.urls, code: 'javascript:alert(1)' } })).toBe(
      'urls is not valid',
    );
    expect(check('p', { ...paper, urls: { ...paper.urls, blog: '' } })).toBe('urls is not valid');
    expect(check('p', { ...paper, type: 'blog' })).toBe('type is not valid');
    expect(check('p', { ...paper, cite_key: 'a b' })).toBe('cite_key is not valid');
    expect(check('p', { ...paper, pdf_storage_path: 'files/a.pdf' })).toMatch(/pdf_file_url/);
    expect(
      check('p', { ...paper, pdf_storage_path: 'files/a.pdf', pdf_file_url: link('files/b.pdf') }),
    ).toMatch(/pdf_file_url/);
  });
});

describe('identifiers as written', () => {
  it('reads a DOI from its resolver link or doi: form', () => {
    expect(normalDoi('https://doi.org/10.1145/3637528.3671000')).toBe('10.1145/3637528.3671000');
    expect(normalDoi('doi:10.48550/arXiv.2401.01234')).toBe('10.48550/arXiv.2401.01234');
    expect(normalDoi('not a doi')).toBeNull();
  });

  it('reads an arXiv id from its abs or pdf link or arXiv: form', () => {
    expect(normalArxivId('https://arxiv.org/abs/2401.01234v2')).toBe('2401.01234v2');
    expect(normalArxivId('arXiv:cs/0112017')).toBe('cs/0112017');
    expect(normalArxivId('http://arxiv.org/pdf/2401.01234.pdf')).toBe('2401.01234');
    expect(normalArxivId('2401')).toBeNull();
  });
});
