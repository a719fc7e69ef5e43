import { describe, expect, it } from 'vitest';
import { DailySalt, type SaltStore } from './daily-salt';

/** Salts by day, as the collection holds them; `failReads` makes reads throw. */
function store(initial: Record<string, string> = {}) {
  const salts = new Map(Object.entries(initial));
  const calls = { create: 0, read: 0 };
  let failReads = false;
  const api: SaltStore = {
    async create(day, value) {
      calls.create++;
      if (salts.has(day)) return false;
      salts.set(day, value);
      return true;
    },
    async read(day) {
      calls.read++;
      if (failReads) throw new Error('unavailable');
      return salts.get(day) ?? null;
    },
    async deleteBefore(day) {
      for (const stored of [...salts.keys()]) if (stored < day) salts.delete(stored);
    },
  };
  return { api, salts, calls, failReads: (on: boolean) => (failReads = on) };
}

describe('DailySalt', () => {
  it("creates the day's salt at its first view, a new random one each day", async () => {
    const { api, salts } = store();
    const salt = new DailySalt(api);
    const first = await salt.of('2026-11-23');
    expect(first).toMatch(/^[A-Za-z0-9+/]{43}=$/); // 32 random bytes
    expect(salts.get('2026-11-23')).toBe(first);
    expect(await salt.of('2026-11-24')).not.toBe(first);
  });

  it("deletes every older salt when it creates a day's, so none outlives its day", async () => {
    const { api, salts } = store({ '2026-11-20': 'old', '2026-11-22': 'yesterday' });
    await new DailySalt(api).of('2026-11-23');
    expect([...salts.keys()]).toEqual(['2026-11-23']);
  });

  it('uses the salt another instance created first', async () => {
    const { api } = store({ '2026-11-23': 'from-another-instance' });
    expect(await new DailySalt(api).of('2026-11-23')).toBe('from-another-instance');
  });

  it('asks the store once a day per instance', async () => {
    const { api, calls } = store({ '2026-11-23': 'shared' });
    const salt = new DailySalt(api);
    await Promise.all([salt.of('2026-11-23'), salt.of('2026-11-23')]);
    await salt.of('2026-11-23');
    expect(calls).toEqual({ create: 1, read: 1 });
  });

  it('asks again after a failed read rather than failing all day', async () => {
    const { api, failReads } = store({ '2026-11-23': 'shared' });
    const salt = new DailySalt(api);
    failReads(true);
    await expect(salt.of('2026-11-23')).rejects.toThrow('unavailable');
    failReads(false);
    expect(await salt.of('2026-11-23')).toBe('shared');
  });
});
