import { httpsCallable } from 'firebase/functions';
import {
  STATISTICS_FUNCTIONS,
  type StatisticsRange,
  type StatisticsRequest,
  type StatisticsSummary,
} from '@portfolio/model/statistics';
import { functions } from '@/data/firebase/full';

export type { StatisticsSummary };

/**
 * The visit statistics of the last `days` UTC days, today included. Only the summary function
 * reads the counters (no client may), and it answers the admin alone.
 */
export async function fetchStatisticsSummary(days: StatisticsRange): Promise<StatisticsSummary> {
  const call = httpsCallable<StatisticsRequest, StatisticsSummary>(functions, STATISTICS_FUNCTIONS.summary);
  return (await call({ days })).data;
}
