import type { ContactRateLimits } from '@portfolio/model/contact';

const MINUTE_MS = 60_000;

/** What is counted for one caller address (or for everyone), per UTC day. */
export interface RateCounter {
  day: string;
  day_count: number;
  /** Times (ms) of the sends of the last minute, for the per-minute window. */
  recent: number[];
}

type RateDecision =
  | { allowed: true; address: RateCounter; all: RateCounter }
  | { allowed: false; limit: 'minute' | 'day' | 'all' };

const utcDay = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

function current(counter: RateCounter | undefined, nowMs: number): RateCounter {
  const day = utcDay(nowMs);
  if (!counter || counter.day !== day) return { day, day_count: 0, recent: [] };
  return { ...counter, recent: counter.recent.filter((t) => nowMs - t < MINUTE_MS) };
}

/**
 * Whether one more message may be stored now, and the counters after storing it. The minute is
 * a sliding window; days are UTC days.
 */
export function decide(
  limits: ContactRateLimits,
  address: RateCounter | undefined,
  all: RateCounter | undefined,
  nowMs: number,
): RateDecision {
  const a = current(address, nowMs);
  const g = current(all, nowMs);
  if (a.recent.length >= limits.perMinute) return { allowed: false, limit: 'minute' };
  if (a.day_count >= limits.perDay) return { allowed: false, limit: 'day' };
  if (g.day_count >= limits.allPerDay) return { allowed: false, limit: 'all' };
  return {
    allowed: true,
    address: { day: a.day, day_count: a.day_count + 1, recent: [...a.recent, nowMs] },
    all: { day: g.day, day_count: g.day_count + 1, recent: [] },
  };
}
