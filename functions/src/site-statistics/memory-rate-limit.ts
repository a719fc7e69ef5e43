import type { STATISTICS_RATE_LIMITS } from '@portfolio/model/statistics';
import { callerGroups } from '../contact-message/caller-address';
import { decide, networkLimits, subscriberLimits, type RateCounter } from '../contact-message/rate-limit';

export type StatisticsRateLimits = { [K in keyof typeof STATISTICS_RATE_LIMITS]: number };

/** How many subscribers and networks one instance remembers (each at most a minute of times). */
export const REMEMBERED_CALLERS = 10_000;

/**
 * The hit function's rate limit, with the contact form's rules (an IPv4 address or an IPv6 /64 is
 * one subscriber, an IPv6 /48 one network, each within its share of the day's cap for all), but
 * held in the instance's memory: a counter in Firestore would cost a second write per page view.
 * So each instance counts on its own, and with N instances a subscriber gets at most N times the
 * limit. The callers seen longest ago are forgotten past REMEMBERED_CALLERS, which bounds the
 * memory; whoever is sending now is never the one forgotten.
 */
export class MemoryRateLimit {
  private readonly counters = new Map<string, RateCounter>();
  private all: RateCounter | undefined;

  constructor(
    private readonly limits: () => StatisticsRateLimits,
    private readonly remembered = REMEMBERED_CALLERS,
  ) {}

  /** Whether one more hit from `address` is taken now; a taken one is counted, a refused one is not. */
  take(address: string, nowMs: number): boolean {
    const limits = this.limits();
    const { subscriber, network } = callerGroups(address);
    const callers = [
      { key: subscriber, limits: subscriberLimits(limits) },
      ...(network ? [{ key: network, limits: networkLimits(limits) }] : []),
    ];
    const decision = decide(
      limits,
      callers.map(({ key, limits: own }) => ({ counter: this.counters.get(key), limits: own })),
      this.all,
      nowMs,
    );
    callers.forEach(({ key }, i) => {
      const counter = decision.allowed ? decision.counters[i] : this.counters.get(key);
      // Deleted and set again: a Map iterates in insertion order, so the first key is the one
      // seen longest ago.
      this.counters.delete(key);
      if (counter) this.counters.set(key, counter);
    });
    if (decision.allowed) this.all = decision.all;
    while (this.counters.size > this.remembered) {
      const oldest = this.counters.keys().next().value;
      if (oldest === undefined) break;
      this.counters.delete(oldest);
    }
    return decision.allowed;
  }

  /** How many callers are remembered now (for the test of the bound). */
  get size(): number {
    return this.counters.size;
  }
}
