import { describe, expect, it } from 'vitest';
import { waitForQuiet } from './content-triggers';

/** A clock that only moves when the code under test sleeps. */
function fakeClock() {
  let time = 0;
  return { now: () => time, sleep: async (ms: number) => void (time += ms) };
}

describe('waitForQuiet', () => {
  it('waits while the value keeps changing, then returns once it held still long enough', async () => {
    const clock = fakeClock();
    // Changes every poll for the first 5 s (a trigger backlog draining), then holds.
    const read = async () => Math.min(clock.now(), 5000);
    await waitForQuiet(read, { quietMs: 3000, pollMs: 500, ...clock });
    expect(clock.now()).toBeGreaterThanOrEqual(8000);
    expect(clock.now()).toBeLessThan(9000);
  });

  it('gives up at the timeout when the value never settles', async () => {
    const clock = fakeClock();
    await waitForQuiet(async () => clock.now(), { quietMs: 3000, timeoutMs: 20_000, ...clock });
    expect(clock.now()).toBe(20_000);
  });
});
