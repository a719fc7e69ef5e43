import { describe, expect, it } from 'vitest';
import { moveItem, nextOrderIndex, parseWholeNumber } from './order';

describe('nextOrderIndex', () => {
  it('is the list length plus 1', () => {
    expect(nextOrderIndex([])).toBe(1);
    expect(nextOrderIndex(['a', 'b', 'c'])).toBe(4);
  });
});

describe('parseWholeNumber', () => {
  it('keeps whole numbers and cuts decimals off', () => {
    expect(parseWholeNumber(7)).toBe(7);
    expect(parseWholeNumber('12')).toBe(12);
    expect(parseWholeNumber('3.9')).toBe(3);
    expect(parseWholeNumber(2.5)).toBe(2);
  });

  it('falls back for an empty or non-numeric field instead of storing NaN', () => {
    expect(parseWholeNumber('', 4)).toBe(4);
    expect(parseWholeNumber('abc', 0)).toBe(0);
    expect(parseWholeNumber(Number.NaN, 1)).toBe(1);
  });
});

describe('moveItem', () => {
  it('moves one item and leaves the input untouched', () => {
    const list = ['a', 'b', 'c', 'd'];
    expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(list).toEqual(['a', 'b', 'c', 'd']);
  });
});
