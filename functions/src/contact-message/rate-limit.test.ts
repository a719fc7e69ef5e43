import { describe, expect, it } from 'vitest';
import { CONTACT_RATE_LIMITS } from '@portfolio/model/contact';
import { decide, type RateCounter } from './rate-limit';

const start = Date.UTC(2026, 10, 23, 10, 0, 0);

/** Sends `n` messages `gapMs` apart from one address; returns the decisions. */
function run(n: number, gapMs: number, all?: RateCounter) {
  let address: RateCounter | undefined;
  let everyone = all;
  const allowed: boolean[] = [];
  for (let i = 0; i < n; i++) {
    const d = decide(CONTACT_RATE_LIMITS, address, everyone, start + i * gapMs);
    allowed.push(d.allowed);
    if (d.allowed) {
      address = d.address;
      everyone = d.all;
    }
  }
  return allowed;
}

describe('contact rate limit', () => {
  it('takes 5 a minute from one address and refuses the 6th', () => {
    expect(run(6, 100)).toEqual([true, true, true, true, true, false]);
  });

  it('takes the next one once the oldest of the minute is a minute old', () => {
    const allowed = run(7, 12_000); // the 6th comes at 60 s, when the 1st has left the window
    expect(allowed.every(Boolean)).toBe(true);
  });

  it('takes 20 a day from one address, even spread out, and refuses the 21st', () => {
    const allowed = run(21, 5 * 60_000);
    expect(allowed.filter(Boolean)).toHaveLength(20);
    expect(allowed[20]).toBe(false);
  });

  it('starts a new count on the next UTC day', () => {
    const full: RateCounter = { day: '2026-11-22', day_count: 20, recent: [] };
    expect(decide(CONTACT_RATE_LIMITS, full, undefined, start).allowed).toBe(true);
  });

  it('refuses everyone once 200 were stored today', () => {
    const all: RateCounter = { day: '2026-11-23', day_count: 199, recent: [] };
    expect(run(2, 1000, all)).toEqual([true, false]);
    expect(decide(CONTACT_RATE_LIMITS, undefined, { ...all, day_count: 200 }, start)).toEqual({
      allowed: false,
      limit: 'all',
    });
  });
});
