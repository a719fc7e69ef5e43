import { useCallback, useEffect, useRef, useState } from 'react';
import { STATISTICS_MAX_AGE_MS, type StatisticsRange } from '@portfolio/model/statistics';
import { fetchStatisticsSummary, type StatisticsSummary } from '@/data/statistics/admin';

/**
 * Coming back to the tab asks again once the figures are this old: a glance at another tab
 * costs no read, while every request reads each day's counters (up to 90 days of them).
 */
export const RETURN_REFRESH_MS = 60_000;

interface Result {
  days: StatisticsRange;
  summary: StatisticsSummary | null;
  failed: boolean;
  /** When the request settled: the age of the figures. */
  at: number;
}

export interface StatisticsState {
  /** The figures of the period asked for, also while they are asked for again; null before the first. */
  summary: StatisticsSummary | null;
  loading: boolean;
  /** The last request failed (the figures shown, if any, are older). */
  failed: boolean;
  refresh: () => void;
}

/**
 * The summary of the last `days` days, asked for again at least every STATISTICS_MAX_AGE_MS while
 * the page is open and visible, and when the tab is shown again with older figures. Only the
 * answer to the latest request is kept: switching periods quickly never shows the wrong one.
 */
export function useStatistics(days: StatisticsRange): StatisticsState {
  const [result, setResult] = useState<Result | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const latest = useRef(0);

  const request = useCallback((period: StatisticsRange) => {
    const id = ++latest.current;
    fetchStatisticsSummary(period).then(
      (summary) => {
        if (id !== latest.current) return;
        setResult({ days: period, summary, failed: false, at: Date.now() });
        setRefreshing(false);
      },
      (error: unknown) => {
        console.error('Failed to load the statistics', error);
        if (id !== latest.current) return;
        setResult((previous) => ({
          days: period,
          summary: previous?.days === period ? previous.summary : null,
          failed: true,
          at: Date.now(),
        }));
        setRefreshing(false);
      },
    );
  }, []);

  useEffect(() => request(days), [days, request]);

  const refresh = useCallback(() => {
    setRefreshing(true);
    request(days);
  }, [days, request]);

  // A hidden tab asks nothing: it asks when shown again, the figures being old by then.
  useEffect(() => {
    if (!result) return;
    const visible = () => document.visibilityState === 'visible';
    const timer = setTimeout(() => {
      if (visible()) refresh();
    }, STATISTICS_MAX_AGE_MS);
    const onVisibility = () => {
      if (visible() && Date.now() - result.at >= RETURN_REFRESH_MS) refresh();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [result, refresh]);

  const current = result?.days === days ? result : null;
  return {
    summary: current?.summary ?? null,
    loading: !current || refreshing,
    failed: current?.failed ?? false,
    refresh,
  };
}
