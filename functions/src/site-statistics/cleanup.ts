import { STATISTICS_RETENTION_DAYS } from '@portfolio/model/statistics';
import { addDays, utcDay } from './days';
import type { StoredShard } from './summarize';

export interface CleanupDeps {
  deleteSaltsBefore(day: string): Promise<void>;
  /** Deletes the shards of every day before `day`; answers how many. */
  deleteShardsBefore(day: string): Promise<number>;
  /** The shards still holding visitor hashes (the hit function writes compacted: false). */
  uncompacted(): Promise<{ id: string; day: string }[]>;
  /** Replaces one shard's hashes by compactedShard's fields, unless it is gone. */
  compact(id: string): Promise<void>;
  now(): number;
}

/**
 * A past day's shard without its visitor hashes: their number, added to any number a former
 * compaction left (a view counted in the last moment of a day, after its compaction, adds hashes
 * again). The salt that made the hashes is gone, so they told nothing but their number.
 */
export function compactedShard(shard: StoredShard): { visitor_count: number; compacted: true } {
  const before = typeof shard.visitor_count === 'number' && shard.visitor_count > 0 ? shard.visitor_count : 0;
  const hashes =
    shard.visitors && typeof shard.visitors === 'object'
      ? Object.values(shard.visitors).filter((seen) => seen === true).length
      : 0;
  return { visitor_count: before + hashes, compacted: true };
}

/**
 * Every day: the salts of past days go (each day's first view deletes them too, but a day without
 * views would keep one), then the counters older than STATISTICS_RETENTION_DAYS, then the hashes
 * of past days, replaced by their number. Today's shards and salt are left alone.
 */
export async function cleanUpStatistics(deps: CleanupDeps): Promise<{ deleted: number; compacted: number }> {
  const today = utcDay(deps.now());
  await deps.deleteSaltsBefore(today);
  const deleted = await deps.deleteShardsBefore(addDays(today, -STATISTICS_RETENTION_DAYS));
  const past = (await deps.uncompacted()).filter((shard) => shard.day < today);
  for (const shard of past) await deps.compact(shard.id);
  return { deleted, compacted: past.length };
}
