import { describe, expect, it } from 'vitest';
import { STATISTICS_RETENTION_DAYS } from '@portfolio/model/statistics';
import { cleanUpStatistics, compactedShard } from './cleanup';
import { addDays } from './days';
import type { StoredShard } from './summarize';

const today = '2026-11-23';
const now = Date.parse(`${today}T00:10:00Z`);

/** The two collections in memory, as the cleanup's Firestore deps see them. */
function world(shards: Record<string, StoredShard>, salts: string[]) {
  const stored = new Map(Object.entries(shards));
  const saltDays = new Set(salts);
  return {
    stored,
    saltDays,
    deps: {
      deleteSaltsBefore: async (day: string) => {
        for (const d of [...saltDays]) if (d < day) saltDays.delete(d);
      },
      deleteShardsBefore: async (day: string) => {
        const old = [...stored].filter(([, s]) => String(s.day) < day);
        for (const [id] of old) stored.delete(id);
        return old.length;
      },
      uncompacted: async () =>
        [...stored].filter(([, s]) => s.compacted === false).map(([id, s]) => ({ id, day: String(s.day) })),
      compact: async (id: string) => {
        const shard = stored.get(id);
        if (!shard) return;
        const { visitors: _, ...rest } = shard;
        stored.set(id, { ...rest, ...compactedShard(shard) });
      },
      now: () => now,
    },
  };
}

describe('compactedShard', () => {
  it('replaces the hashes by their number, added to a former count', () => {
    expect(compactedShard({ visitors: { a: true, b: true } })).toEqual({ visitor_count: 2, compacted: true });
    expect(compactedShard({ visitors: { c: true }, visitor_count: 5 })).toEqual({
      visitor_count: 6,
      compacted: true,
    });
    expect(compactedShard({})).toEqual({ visitor_count: 0, compacted: true });
  });
});

describe('cleanUpStatistics', () => {
  it("deletes every past day's salt and keeps today's", async () => {
    const w = world({}, ['2026-11-21', '2026-11-22', today]);
    await cleanUpStatistics(w.deps);
    expect([...w.saltDays]).toEqual([today]);
  });

  it(`deletes the counters more than ${STATISTICS_RETENTION_DAYS} days old and keeps the rest`, async () => {
    const oldest = addDays(today, -STATISTICS_RETENTION_DAYS);
    const w = world(
      {
        gone: { day: addDays(oldest, -1), compacted: true },
        kept: { day: oldest, compacted: true },
        recent: { day: '2026-11-01', compacted: true },
      },
      [],
    );
    expect(await cleanUpStatistics(w.deps)).toEqual({ deleted: 1, compacted: 0 });
    expect([...w.stored.keys()]).toEqual(['kept', 'recent']);
  });

  it("compacts past days' hashes into counts and leaves today's shards alone", async () => {
    const w = world(
      {
        '2026-11-22_0': {
          day: '2026-11-22',
          compacted: false,
          views: { '/': 3 },
          visitors: { a: true, b: true },
        },
        '2026-11-20_4': { day: '2026-11-20', compacted: false, visitors: { c: true } },
        [`${today}_1`]: { day: today, compacted: false, visitors: { d: true } },
      },
      [],
    );
    expect(await cleanUpStatistics(w.deps)).toEqual({ deleted: 0, compacted: 2 });
    expect(w.stored.get('2026-11-22_0')).toEqual({
      day: '2026-11-22',
      compacted: true,
      views: { '/': 3 },
      visitor_count: 2,
    });
    expect(w.stored.get('2026-11-20_4')).toMatchObject({ visitor_count: 1, compacted: true });
    expect(w.stored.get('2026-11-20_4')).not.toHaveProperty('visitors');
    expect(w.stored.get(`${today}_1`)).toEqual({ day: today, compacted: false, visitors: { d: true } });
  });
});
