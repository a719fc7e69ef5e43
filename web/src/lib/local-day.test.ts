import { describe, expect, it } from 'vitest';
import { fromDayInput, toDayInput } from './local-day';

describe('local days', () => {
  it('reads a typed day as its midnight here, and writes it back as typed', () => {
    const day = fromDayInput('2026-03-09')!;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours(), day.getMinutes()]).toEqual([
      2026, 2, 9, 0, 0,
    ]);
    expect(toDayInput(day)).toBe('2026-03-09');
  });

  it('writes the local day even late in the evening', () => {
    expect(toDayInput(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
  });

  it('refuses what is no day', () => {
    for (const text of ['', '2026-02-30', '2026-13-01', '09/03/2026', '2026-3-9']) {
      expect(fromDayInput(text)).toBeNull();
    }
  });
});
