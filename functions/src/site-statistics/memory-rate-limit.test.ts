import { describe, expect, it } from 'vitest';
import { STATISTICS_RATE_LIMITS } from '@portfolio/model/statistics';
import { MemoryRateLimit, type StatisticsRateLimits } from './memory-rate-limit';

const start = Date.UTC(2026, 10, 23, 10, 0, 0);
const limiter = (limits: StatisticsRateLimits = STATISTICS_RATE_LIMITS, remembered?: number) =>
  new MemoryRateLimit(() => limits, remembered);

/** `n` hits from `addresses` (cycling), `gapMs` apart: which were taken. */
function send(limit: MemoryRateLimit, addresses: string[], n: number, gapMs = 100, from = start) {
  return Array.from({ length: n }, (_, i) => limit.take(addresses[i % addresses.length]!, from + i * gapMs));
}

describe('the hit rate limit, in memory', () => {
  it('takes 30 hits a minute from one address and refuses the 31st', () => {
    const taken = send(limiter(), ['203.0.113.9'], 31);
    expect(taken.slice(0, 30).every(Boolean)).toBe(true);
    expect(taken[30]).toBe(false);
  });

  it('counts no refused hit: once the minute has passed, the address has its 30 again', () => {
    const limit = limiter();
    send(limit, ['203.0.113.9'], 100, 100); // 30 taken within 3 s, then 70 refused
    expect(send(limit, ['203.0.113.9'], 31, 100, start + 61_000).filter(Boolean)).toHaveLength(30);
  });

  it('counts every address of one IPv6 /64 as one subscriber', () => {
    const slash64 = Array.from({ length: 31 }, (_, i) => `2001:db8:aa:1::${(i + 1).toString(16)}`);
    const taken = send(limiter(), slash64, 31);
    expect(taken.filter(Boolean)).toHaveLength(30);
    expect(taken[30]).toBe(false);
  });

  it('lets a neighbouring /64 and another IPv4 address through beside a flooding one', () => {
    const limit = limiter();
    send(limit, ['2001:db8:aa:1::1'], 40);
    expect(limit.take('2001:db8:aa:2::1', start + 5_000)).toBe(true);
    expect(limit.take('203.0.113.10', start + 5_000)).toBe(true);
  });

  it('holds one IPv6 /48 of many /64s to twice the minute of one subscriber', () => {
    const spread = Array.from({ length: 100 }, (_, i) => `2001:db8:aa:${i.toString(16)}::1`);
    expect(send(limiter(), spread, 100, 10).filter(Boolean)).toHaveLength(
      2 * STATISTICS_RATE_LIMITS.perMinute,
    );
  });

  it('takes 1 000 a day from one subscriber, even spread out', () => {
    const taken = send(limiter(), ['203.0.113.9'], 1_001, 3_000);
    expect(taken.filter(Boolean)).toHaveLength(STATISTICS_RATE_LIMITS.perDay);
    expect(taken[1_000]).toBe(false);
    // The next UTC day starts a new count.
    expect(limiter().take('203.0.113.9', start + 86_400_000)).toBe(true);
  });

  it('holds all callers of an instance to the day’s cap together', () => {
    const limit = limiter({ perMinute: 30, perDay: 1_000, allPerDay: 50 });
    const many = Array.from({ length: 60 }, (_, i) => `198.51.100.${i}`);
    expect(send(limit, many, 60).filter(Boolean)).toHaveLength(50);
  });

  it('remembers a bounded number of callers, forgetting those seen longest ago', () => {
    const limit = limiter(STATISTICS_RATE_LIMITS, 100);
    send(limit, ['203.0.113.9'], 31); // the flooder, refused at the 31st
    const others = Array.from({ length: 500 }, (_, i) => `198.51.${i >> 8}.${i & 255}`);
    send(limit, others, 500, 1, start + 3_100);
    expect(limit.size).toBeLessThanOrEqual(100);
  });

  it('keeps a caller that goes on sending, however many others come', () => {
    const limit = limiter(STATISTICS_RATE_LIMITS, 10);
    const others = Array.from({ length: 200 }, (_, i) => `198.51.100.${i}`);
    const taken: boolean[] = [];
    // One hit of the flooder between every two others: it stays among the remembered.
    others.forEach((other, i) => {
      taken.push(limit.take('203.0.113.9', start + i * 10));
      limit.take(other, start + i * 10 + 5);
    });
    expect(taken.filter(Boolean)).toHaveLength(STATISTICS_RATE_LIMITS.perMinute);
  });
});
