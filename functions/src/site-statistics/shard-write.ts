import { createHash } from 'node:crypto';
import {
  STATISTICS_SHARDS,
  vitalBucket,
  type StatisticsHit,
  type WebVitalName,
} from '@portfolio/model/statistics';

/**
 * Who a view is from, as the day's shards count visitors: 16 hex characters of a SHA-256 of the
 * subscriber (an IPv4 address, an IPv6 /64, so one visitor's changing privacy addresses are one),
 * the user agent and the day's salt. Without the salt, which is deleted once the day is over, the
 * hash leads back to nobody.
 */
export function visitorHash(subscriber: string, userAgent: string, salt: string): string {
  return createHash('sha256').update(`${salt}\n${subscriber}\n${userAgent}`).digest('hex').slice(0, 16);
}

/** The shard a visitor's views go to: always the same one, so its unique count stays exact. */
export const shardOf = (visitor: string): number => parseInt(visitor.slice(0, 8), 16) % STATISTICS_SHARDS;

export const shardId = (day: string, shard: number): string => `${day}_${shard}`;

/** One view's counters, for a set with merge; `T` is the store's increment by one. */
export interface ShardWrite<T> {
  day: string;
  shard: number;
  compacted: false;
  views: Record<string, T>;
  visitors: Record<string, true>;
  devices: Record<string, T>;
  referrers?: Record<string, T>;
  countries?: Record<string, T>;
  languages?: Record<string, T>;
  vitals?: Record<string, Partial<Record<WebVitalName, Record<string, T>>>>;
}

/**
 * What one counted view adds to its shard, as nested maps: the paths ('/projects/a') and hosts
 * ('example.co.uk') are map keys, which a set with merge stores as given, where an update's
 * dotted field paths would split them at every '.'.
 */
export function shardWrite<T>(
  day: string,
  hit: StatisticsHit,
  visitor: string,
  country: string | undefined,
  one: () => T,
): ShardWrite<T> {
  const write: ShardWrite<T> = {
    day,
    shard: shardOf(visitor),
    compacted: false,
    views: { [hit.p]: one() },
    visitors: { [visitor]: true },
    devices: { [hit.s]: one() },
  };
  if (hit.r) write.referrers = { [hit.r]: one() };
  if (country) write.countries = { [country]: one() };
  if (hit.l) write.languages = { [hit.l]: one() };
  const measured = Object.entries(hit.v ?? {}) as [WebVitalName, number][];
  if (measured.length) {
    write.vitals = {
      [hit.p]: Object.fromEntries(
        measured.map(([metric, value]) => [metric, { [String(vitalBucket(metric, value))]: one() }]),
      ),
    };
  }
  return write;
}
