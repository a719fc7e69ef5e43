import { STATISTICS_RANGES, type StatisticsRange, type StatisticsSummary } from '@portfolio/model/statistics';
import { lastDays } from './days';
import { summarize, type StoredShard } from './summarize';

export interface Caller {
  uid: string;
  token: Record<string, unknown>;
}

export class StatisticsError extends Error {
  constructor(
    readonly code: 'unauthenticated' | 'permission-denied' | 'invalid-argument',
    message: string,
  ) {
    super(message);
  }
}

/** Only the admin (custom claim admin: true) reads the statistics; a bare sign-in is not enough. */
export function assertAdmin(caller: Caller | undefined): asserts caller is Caller {
  if (!caller) throw new StatisticsError('unauthenticated', 'Sign in as the admin to see the statistics.');
  if (caller.token.admin !== true)
    throw new StatisticsError('permission-denied', 'Only the admin can see the statistics.');
}

export interface SummaryDeps {
  /** The shards of the UTC days from `from` to `to`, both included. */
  readShards(from: string, to: string): Promise<StoredShard[]>;
  now(): number;
}

/** {days: 7 | 30 | 90} -> the StatisticsSummary of the days ending today, for the admin. */
export async function statisticsSummary(
  deps: SummaryDeps,
  caller: Caller | undefined,
  input: unknown,
): Promise<StatisticsSummary> {
  assertAdmin(caller);
  const days = (input as { days?: unknown } | null | undefined)?.days;
  if (!(STATISTICS_RANGES as readonly unknown[]).includes(days)) {
    throw new StatisticsError('invalid-argument', 'Ask for the last 7, 30 or 90 days.');
  }
  const nowMs = deps.now();
  const period = lastDays(days as StatisticsRange, nowMs);
  const shards = await deps.readShards(period[0]!, period[period.length - 1]!);
  return summarize(shards, days as StatisticsRange, nowMs);
}
