import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { nextMark, writeTime } from './content-mark';

describe('nextMark', () => {
  it('takes the write’s own time, however late its trigger runs', () => {
    expect(nextMark(null, 1_000)).toBe(1_000);
    expect(nextMark(500, 1_000)).toBe(1_000);
  });

  it('never moves back for a write older than the one marked (triggers out of order)', () => {
    expect(nextMark(2_000, 1_000)).toBeNull();
    expect(nextMark(1_000, 1_000)).toBeNull();
  });
});

describe('writeTime', () => {
  it('is the event’s time when the document’s update time is not later', () => {
    expect(writeTime('2026-01-01T00:00:00.000Z', undefined, Timestamp.fromMillis(0))).toBe(
      Date.parse('2026-01-01T00:00:00.000Z'),
    );
  });

  it('is never before the update time of what was written, nor of what a delete removed', () => {
    const at = Date.parse('2026-01-01T00:00:05.250Z');
    expect(writeTime('2026-01-01T00:00:05Z', undefined, Timestamp.fromMillis(at))).toBe(at);
    expect(writeTime('2026-01-01T00:00:05Z', Timestamp.fromMillis(at))).toBe(at + 1);
  });
});
