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
  it('is the update time of what was written, even when the event says a later second', () => {
    const at = Date.parse('2026-01-01T00:00:04.250Z');
    expect(writeTime('2026-01-01T00:00:05Z', undefined, Timestamp.fromMillis(at))).toBe(at);
    expect(writeTime('2026-01-01T00:00:04Z', Timestamp.fromMillis(0), Timestamp.fromMillis(at))).toBe(at);
  });

  it('for a delete is the event’s time, but never before the update time of what it removed', () => {
    const at = Date.parse('2026-01-01T00:00:05.250Z');
    expect(writeTime('2026-01-01T00:00:06.500Z', Timestamp.fromMillis(at))).toBe(
      Date.parse('2026-01-01T00:00:06.500Z'),
    );
    expect(writeTime('2026-01-01T00:00:05Z', Timestamp.fromMillis(at))).toBe(at + 1);
  });
});
