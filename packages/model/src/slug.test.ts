import { describe, expect, it } from 'vitest';
import {
  claimedSlugs,
  isSlug,
  nextOldSlugs,
  OLD_SLUGS_MAX,
  projectAddress,
  SLUG_MAX,
  slugify,
  slugProblem,
} from './slug';

describe('slugify', () => {
  it('turns a title into lowercase words joined by single hyphens', () => {
    expect(slugify('Customer Churn Prediction')).toBe('customer-churn-prediction');
    expect(slugify('  ReceiptLens -- Expense   Scanner! ')).toBe('receiptlens-expense-scanner');
  });

  it('folds accents and spells out the ampersand', () => {
    expect(slugify('Prévision & Énergie')).toBe('prevision-and-energie');
  });

  it('gives nothing for a title without letters or digits', () => {
    expect(slugify('???')).toBe('');
  });

  it('stays within the limit, cut between words', () => {
    const slug = slugify('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug.endsWith('-')).toBe(false);
    expect(isSlug(slug)).toBe(true);
    expect(slugify('a'.repeat(200))).toBe('a'.repeat(SLUG_MAX));
  });

  it('never yields an address that would need escaping or could climb out of /projects', () => {
    for (const title of ['../../admin', 'a/b\\c', '%2e%2e', 'Ünïcödé ✓ 日本', '<script>']) {
      const slug = slugify(title);
      expect(slug === '' || isSlug(slug)).toBe(true);
    }
  });
});

describe('slugProblem', () => {
  it('accepts lowercase words with single hyphens', () => {
    expect(slugProblem('churn-prediction-2')).toBeNull();
  });

  it.each(['', 'Upper', 'two--hyphens', '-leading', 'trailing-', 'dot.ted', 'spa ce', 'a/b', 'ü'])(
    'refuses %j',
    (slug) => expect(slugProblem(slug)).not.toBeNull(),
  );

  it('refuses an address over the limit', () => {
    expect(slugProblem('a'.repeat(SLUG_MAX + 1))).toMatch(/At most/);
  });
});

describe('nextOldSlugs', () => {
  it('keeps the address a renamed project had', () => {
    expect(nextOldSlugs('old-name', [], 'new-name')).toEqual(['old-name']);
  });

  it('drops an old address the project takes back, and repeats none', () => {
    expect(nextOldSlugs('b', ['a', 'c'], 'a')).toEqual(['c', 'b']);
    expect(nextOldSlugs('a', ['a'], 'a')).toEqual([]);
  });

  it('keeps only the newest ones', () => {
    const old = Array.from({ length: OLD_SLUGS_MAX }, (_, i) => `s${i}`);
    expect(nextOldSlugs('current', old, 'next')).toEqual([...old.slice(1), 'current']);
  });
});

describe('projectAddress', () => {
  it('is the slug, or the id of a project saved before slugs', () => {
    expect(projectAddress({ id: 'x7Gk', slug: 'churn' })).toBe('churn');
    expect(projectAddress({ id: 'x7Gk' })).toBe('x7Gk');
    expect(projectAddress({ id: 'x7Gk', slug: '' })).toBe('x7Gk');
  });
});

describe('claimedSlugs', () => {
  it('is the slug and the earlier ones, each once, leaving out what is not an address', () => {
    expect(claimedSlugs({ slug: 'b', old_slugs: ['a', 'b', 'Bad Slug', 7] })).toEqual(['b', 'a']);
    expect(claimedSlugs({})).toEqual([]);
  });
});
