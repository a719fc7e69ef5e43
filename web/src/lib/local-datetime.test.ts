import { describe, expect, it } from 'vitest';
import { fromDateTimeInput, localTimeZone, toDateTimeInput } from './local-datetime';

describe('local date and time', () => {
  it('reads a typed time as that clock time here, and writes it back as typed', () => {
    const moment = fromDateTimeInput('2026-03-09T14:05')!;
    expect([
      moment.getFullYear(),
      moment.getMonth(),
      moment.getDate(),
      moment.getHours(),
      moment.getMinutes(),
    ]).toEqual([2026, 2, 9, 14, 5]);
    expect(toDateTimeInput(moment)).toBe('2026-03-09T14:05');
  });

  it('writes the local day and time, to the minute', () => {
    expect(toDateTimeInput(new Date(2026, 11, 31, 23, 59, 42))).toBe('2026-12-31T23:59');
  });

  it('refuses what is no time', () => {
    for (const text of [
      '',
      '2026-02-30T10:00',
      '2026-03-09T24:00',
      '2026-03-09T10:60',
      '2026-03-09',
      '2026-03-09 10:00',
    ]) {
      expect(fromDateTimeInput(text)).toBeNull();
    }
  });

  it('names a time zone', () => {
    expect(localTimeZone()).toMatch(/\S/);
  });
});
