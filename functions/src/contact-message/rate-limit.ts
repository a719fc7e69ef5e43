import type { ContactRateLimits } from '@portfolio/model/contact';

const MINUTE_MS = 60_000;

/** What is counted for one subscriber, one IPv6 network or everyone, per UTC day. */
export interface RateCounter {
  day: string;
  day_count: number;
  /** Times (ms) of the sends of the last minute, for the per-minute window. */
  recent: number[];
}

/** The limits one counter is held to. */
export interface CounterLimits {
  perMinute: number;
  perDay: number;
}

/**
 * The most of the day's global cap one subscriber may take, and one IPv6 /48 (a site, which
 * may hold many /64s): whoever floods, most of the day's messages stay open to everyone else.
 */
export const SUBSCRIBER_SHARE_OF_DAY = 0.1;
export const NETWORK_SHARE_OF_DAY = 0.25;

const share = (limits: ContactRateLimits, fraction: number) =>
  Math.max(1, Math.floor(limits.allPerDay * fraction));

/** One subscriber (an IPv4 address or an IPv6 /64): its own limits, within its share of the day. */
export function subscriberLimits(limits: ContactRateLimits): CounterLimits {
  return {
    perMinute: limits.perMinute,
    perDay: Math.min(limits.perDay, share(limits, SUBSCRIBER_SHARE_OF_DAY)),
  };
}

/**
 * One IPv6 /48: room for a few subscribers of one site (an office, a university, a household
 * given a /48) at once, never more than its share of the day.
 */
export function networkLimits(limits: ContactRateLimits): CounterLimits {
  return {
    perMinute: limits.perMinute * 2,
    perDay: Math.min(limits.perDay * 4, share(limits, NETWORK_SHARE_OF_DAY)),
  };
}

export interface LimitedCounter {
  counter: RateCounter | undefined;
  limits: CounterLimits;
}

type RateDecision =
  | { allowed: true; counters: RateCounter[]; all: RateCounter }
  | { allowed: false; limit: 'minute' | 'day' | 'all' };

const utcDay = (nowMs: number) => new Date(nowMs).toISOString().slice(0, 10);

function current(counter: RateCounter | undefined, nowMs: number): RateCounter {
  const day = utcDay(nowMs);
  if (!counter || counter.day !== day) return { day, day_count: 0, recent: [] };
  return { ...counter, recent: counter.recent.filter((t) => nowMs - t < MINUTE_MS) };
}

/**
 * Whether one more message may be stored now, and the counters after storing it: each of the
 * caller's counters (its subscriber, and its /48 for IPv6) against its own limits, then all
 * callers together against the daily cap. The minute is a sliding window; days are UTC days.
 */
export function decide(
  limits: ContactRateLimits,
  callers: LimitedCounter[],
  all: RateCounter | undefined,
  nowMs: number,
): RateDecision {
  const counts = callers.map(({ counter }) => current(counter, nowMs));
  for (const [i, c] of counts.entries()) {
    if (c.recent.length >= callers[i]!.limits.perMinute) return { allowed: false, limit: 'minute' };
    if (c.day_count >= callers[i]!.limits.perDay) return { allowed: false, limit: 'day' };
  }
  const g = current(all, nowMs);
  if (g.day_count >= limits.allPerDay) return { allowed: false, limit: 'all' };
  return {
    allowed: true,
    counters: counts.map((c) => ({ day: c.day, day_count: c.day_count + 1, recent: [...c.recent, nowMs] })),
    all: { day: g.day, day_count: g.day_count + 1, recent: [] },
  };
}
