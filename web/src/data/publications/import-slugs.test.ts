import { describe, expect, it } from 'vitest';
import { isSlug, SLUG_MAX } from '@portfolio/model/slug';
import { uniqueSlug } from './import-slugs';

describe('uniqueSlug', () => {
  it('makes a readable address from the title, numbered past the ones taken', () => {
    const taken = new Set(['churn-prediction', 'churn-prediction-2']);
    expect(uniqueSlug('Churn Prediction', taken)).toBe('churn-prediction-3');
    // The same title again in one import takes the next number.
    expect(uniqueSlug('Churn prediction!', taken)).toBe('churn-prediction-4');
    expect(uniqueSlug('Möbile & Telecom', taken)).toBe('mobile-and-telecom');
    expect(taken.has('mobile-and-telecom')).toBe(true);
  });

  it('stays a valid address at the length limit, and gives none for a title without words', () => {
    const long = 'word '.repeat(40);
    const taken = new Set<string>();
    const first = uniqueSlug(long, taken);
    const second = uniqueSlug(long, taken);
    expect(second).not.toBe(first);
    expect(second.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(isSlug(second)).toBe(true);
    expect(uniqueSlug('???', taken)).toBe('');
  });
});
