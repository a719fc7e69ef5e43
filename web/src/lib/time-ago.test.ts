import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-03-01T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms);

describe('timeAgo', () => {
  it('says just now under a minute, and for a clock slightly ahead', () => {
    expect(timeAgo(before(30_000), now)).toBe('just now');
    expect(timeAgo(before(-5_000), now)).toBe('just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(timeAgo(before(60_000), now)).toBe('1 minute ago');
    expect(timeAgo(before(5 * 60_000 + 59_000), now)).toBe('5 minutes ago');
    expect(timeAgo(before(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(timeAgo(before(2 * 86_400_000), now)).toBe('2 days ago');
  });
});
