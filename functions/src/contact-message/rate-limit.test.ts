import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMITS, type ContactRateLimits } from '@portfolio/model/contact';
import { callerGroups } from './caller-address';
import { decide, networkLimits, subscriberLimits, type RateCounter } from './rate-limit';

const start = Date.UTC(2026, 10, 23, 10, 0, 0);

/**
 * A tiny store of counters by key, as store.ts keeps them in Firestore: sends from `addresses`
 * (one per send, cycling) `gapMs` apart; returns the decisions.
 */
function world(limits: ContactRateLimits = CONTACT_RATE_LIMITS, all?: RateCounter) {
  const counters = new Map<string, RateCounter>();
  let everyone = all;
  return {
    send(address: string, nowMs: number) {
      const { subscriber, network } = callerGroups(address);
      const keys = [
        { key: subscriber, limits: subscriberLimits(limits) },
        ...(network ? [{ key: network, limits: networkLimits(limits) }] : []),
      ];
      const d = decide(
        limits,
        keys.map(({ key, limits: l }) => ({ counter: counters.get(key), limits: l })),
        everyone,
        nowMs,
      );
      if (d.allowed) {
        keys.forEach(({ key }, i) => counters.set(key, d.counters[i]!));
        everyone = d.all;
      }
      return d;
    },
  };
}

function run(addresses: string[], n: number, gapMs: number, w = world()) {
  return Array.from(
    { length: n },
    (_, i) => w.send(addresses[i % addresses.length]!, start + i * gapMs).allowed,
  );
}

describe('contact rate limit', () => {
  it('takes 5 a minute from one address and refuses the 6th', () => {
    expect(run(['203.0.113.9'], 6, 100)).toEqual([true, true, true, true, true, false]);
  });

  it('takes the next one once the oldest of the minute is a minute old', () => {
    const allowed = run(['203.0.113.9'], 7, 12_000); // the 6th comes at 60 s, when the 1st has left
    expect(allowed.every(Boolean)).toBe(true);
  });

  it('takes 20 a day from one address, even spread out, and refuses the 21st', () => {
    const allowed = run(['203.0.113.9'], 21, 5 * 60_000);
    expect(allowed.filter(Boolean)).toHaveLength(20);
    expect(allowed[20]).toBe(false);
  });

  it('counts six addresses of one IPv6 /64 as one subscriber: the 6th in a minute is refused', () => {
    const slash64 = Array.from({ length: 6 }, (_, i) => `2001:db8:aa:1::${(i + 1).toString(16)}`);
    expect(run(slash64, 6, 100)).toEqual([true, true, true, true, true, false]);
  });

  it('lets a visitor on IPv6 through beside a flooding /64, and neighbouring IPv4 addresses too', () => {
    const w = world();
    run(['2001:db8:aa:1::1'], 6, 100, w);
    expect(w.send('2001:db8:bb:1::1', start + 1000).allowed).toBe(true);
    expect(w.send('203.0.113.10', start + 1000).allowed).toBe(true);
  });

  it('holds one IPv6 /48 of many /64s to its share of the day', () => {
    const w = world();
    const spread = Array.from({ length: 1000 }, (_, i) => `2001:db8:aa:${i.toString(16)}::1`);
    const allowed = run(spread, 1000, 10_000, w);
    expect(allowed.filter(Boolean)).toHaveLength(networkLimits(CONTACT_RATE_LIMITS).perDay);
    // The rest of the world still has most of the day.
    expect(w.send('2001:db8:cc:1::1', start + 1000 * 10_000).allowed).toBe(true);
  });

  it('never lets one subscriber take more than its share of a small daily cap', () => {
    const limits = { perMinute: 5, perDay: 20, allPerDay: 30 };
    const w = world(limits);
    const allowed = run(['203.0.113.9'], 10, 60_000, w);
    expect(allowed.filter(Boolean)).toHaveLength(3); // 10% of 30
    expect(w.send('203.0.113.10', start + 11 * 60_000)).toMatchObject({ allowed: true });
  });

  it('starts a new count on the next UTC day', () => {
    const full: RateCounter = { day: '2026-11-22', day_count: 20, recent: [] };
    const d = decide(
      CONTACT_RATE_LIMITS,
      [{ counter: full, limits: subscriberLimits(CONTACT_RATE_LIMITS) }],
      undefined,
      start,
    );
    expect(d.allowed).toBe(true);
  });

  it('refuses everyone once 200 were stored today', () => {
    const all: RateCounter = { day: '2026-11-23', day_count: 199, recent: [] };
    const w = world(CONTACT_RATE_LIMITS, all);
    expect(w.send('203.0.113.9', start).allowed).toBe(true);
    expect(w.send('2001:db8:dd:1::1', start + 1000)).toEqual({ allowed: false, limit: 'all' });
  });
});
