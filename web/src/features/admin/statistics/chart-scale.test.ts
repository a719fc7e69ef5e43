import { describe, expect, it } from 'vitest';
import { axisMax, labelledDays } from './chart-scale';

describe('axisMax', () => {
  it('rounds up to a top whose half is a whole number of views', () => {
    expect([0, 1, 2, 3, 5, 7, 9, 10, 11, 45, 61, 150, 999, 1001].map(axisMax)).toEqual([
      2, 2, 2, 4, 6, 8, 10, 10, 20, 60, 80, 200, 1000, 2000,
    ]);
  });
});

describe('labelledDays', () => {
  it('labels every day of a week, and five days of a longer period from the first to the last', () => {
    expect(labelledDays(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(labelledDays(30)).toEqual([0, 7, 15, 22, 29]);
    expect(labelledDays(90)).toEqual([0, 22, 45, 67, 89]);
  });
});
