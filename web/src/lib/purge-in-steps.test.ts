import { describe, expect, it } from 'vitest';
import { purgeInSteps, type PurgeStep } from './purge-in-steps';

/** A trash of `count` expired entries, each naming one stored file. */
function trash(count: number) {
  let left = count;
  const limits: number[] = [];
  const step = async (limit: number): Promise<PurgeStep> => {
    limits.push(limit);
    const purged = Math.min(limit, left);
    left -= purged;
    return { purged, objectsDeleted: purged, remaining: left };
  };
  return { step, limits };
}

describe('purgeInSteps', () => {
  it('calls until nothing remains and reports each step of the total', async () => {
    const { step, limits } = trash(23);
    const progress: string[] = [];
    const summary = await purgeInSteps(step, 10, (done, total) => progress.push(`${done}/${total}`));
    expect(summary).toEqual({ purged: 23, objectsDeleted: 23 });
    expect(limits).toEqual([10, 10, 10]);
    expect(progress).toEqual(['10/23', '20/23', '23/23']);
  });

  it('makes one call when nothing has expired', async () => {
    const { step, limits } = trash(0);
    expect(await purgeInSteps(step, 10)).toEqual({ purged: 0, objectsDeleted: 0 });
    expect(limits).toEqual([10]);
  });

  it('stops when a call removes nothing though some remain', async () => {
    let calls = 0;
    const stuck = async () => {
      calls++;
      return { purged: 0, objectsDeleted: 0, remaining: 4 };
    };
    expect(await purgeInSteps(stuck, 10)).toEqual({ purged: 0, objectsDeleted: 0 });
    expect(calls).toBe(1);
  });

  it('passes on a failed call, after the progress of the steps before it', async () => {
    const progress: string[] = [];
    let calls = 0;
    const failing = async (): Promise<PurgeStep> => {
      if (++calls === 2) throw new Error('internal');
      return { purged: 5, objectsDeleted: 0, remaining: 5 };
    };
    await expect(purgeInSteps(failing, 5, (d, t) => progress.push(`${d}/${t}`))).rejects.toThrow('internal');
    expect(progress).toEqual(['5/10']);
  });
});
