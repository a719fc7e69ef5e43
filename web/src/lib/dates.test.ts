import { describe, expect, it } from 'vitest';
import { formatDateRange, formatDay, formatMonthYear, isoDay, PRESENT } from './dates';

describe('formatMonthYear', () => {
  it('shows month and year for YYYY-MM and YYYY-MM-DD, the year alone for YYYY', () => {
    expect(formatMonthYear('2021-03')).toBe('Mar 2021');
    expect(formatMonthYear('2019-12-31')).toBe('Dec 2019');
    expect(formatMonthYear('2018')).toBe('2018');
  });

  it('keeps text it cannot parse as typed', () => {
    expect(formatMonthYear(' Spring 2020 ')).toBe('Spring 2020');
    expect(formatMonthYear('2020-13')).toBe('2020');
  });
});

describe('formatDateRange', () => {
  it('joins start and end', () => {
    expect(formatDateRange('2016-09', '2020-06')).toBe('Sep 2016 - Jun 2020');
  });

  it("ends with 'Present' when there is no end date", () => {
    expect(PRESENT).toBe('Present');
    expect(formatDateRange('2022-01', null)).toBe('Jan 2022 - Present');
    expect(formatDateRange('2022-01', undefined)).toBe('Jan 2022 - Present');
    expect(formatDateRange('2022-01', '  ')).toBe('Jan 2022 - Present');
  });
});

describe('formatDay', () => {
  it('writes the UTC day in words, the same wherever the page is drawn', () => {
    expect(formatDay(new Date('2026-03-05T23:30:00Z'))).toBe('March 5, 2026');
    expect(isoDay(new Date('2026-03-05T23:30:00Z'))).toBe('2026-03-05');
    expect(formatDay(null)).toBe('');
  });
});
