// @isolated: it mocks modules (vi.mock)
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATISTICS_MAX_AGE_MS, type StatisticsRange } from '@portfolio/model/statistics';
import { makeStatisticsSummary } from '@/test-utils/statistics-fixtures';
import { RETURN_REFRESH_MS, useStatistics } from './use-statistics';

const fetchStatisticsSummary = vi.hoisted(() => vi.fn());
vi.mock('@/data/statistics/admin', () => ({ fetchStatisticsSummary }));

let visibility: DocumentVisibilityState;
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Lets the answer of the request in flight arrive. */
const settle = () => act(async () => {});

beforeEach(() => {
  vi.useFakeTimers();
  fetchStatisticsSummary.mockReset();
  fetchStatisticsSummary.mockImplementation(async (days: StatisticsRange) => makeStatisticsSummary(days));
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useStatistics', () => {
  it('asks again every five minutes while the page is open', async () => {
    const { result } = renderHook(() => useStatistics(7));
    await settle();
    expect(result.current.summary?.days).toBe(7);
    expect(fetchStatisticsSummary).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(STATISTICS_MAX_AGE_MS - 1000));
    expect(fetchStatisticsSummary).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(fetchStatisticsSummary).toHaveBeenCalledTimes(2);
    await act(() => vi.advanceTimersByTimeAsync(STATISTICS_MAX_AGE_MS));
    expect(fetchStatisticsSummary).toHaveBeenCalledTimes(3);
  });

  it('asks nothing while the tab is hidden, and asks again when it is shown with older figures', async () => {
    renderHook(() => useStatistics(30));
    await settle();
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(3 * STATISTICS_MAX_AGE_MS));
    expect(fetchStatisticsSummary).toHaveBeenCalledTimes(1);
    act(() => setVisibility('visible'));
    await settle();
    expect(fetchStatisticsSummary).toHaveBeenCalledTimes(2);
    expect(fetchStatisticsSummary).toHaveBeenLastCalledWith(30);
  });

  it('asks nothing more for a glance at another tab', async () => {
    renderHook(() => useStatistics(7));
    await settle();
    act(() => setVisibility('hidden'));
    await act(() => vi.advanceTimersByTimeAsync(RETURN_REFRESH_MS / 2));
    act(() => setVisibility('visible'));
    await settle();
    expect(fetchStatisticsSummary).toHaveBeenCalledTimes(1);
  });

  it('shows the answer for the period asked for last, whatever order the answers come in', async () => {
    let answerSeven: (() => void) | undefined;
    fetchStatisticsSummary.mockImplementationOnce(
      (days: StatisticsRange) =>
        new Promise((resolve) => {
          answerSeven = () => resolve(makeStatisticsSummary(days));
        }),
    );
    const { result, rerender } = renderHook(({ days }) => useStatistics(days), {
      initialProps: { days: 7 as StatisticsRange },
    });
    rerender({ days: 90 });
    await settle();
    expect(result.current.summary?.days).toBe(90);
    await act(async () => answerSeven!());
    expect(result.current.summary?.days).toBe(90);
    expect(result.current.loading).toBe(false);
  });
});
