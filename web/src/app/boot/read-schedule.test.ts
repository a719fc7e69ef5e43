import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setReadSchedule } from '@/data/public-content/read-schedule';
import { usePublicContent } from '@/data/public-content/store';
import { usePublicQuery } from '@/data/public-content/use-public-query';
import { browserReadSchedule, holdRefreshesUntilIdle } from './read-schedule';

// jsdom has no requestIdleCallback: each test installs one it controls.
let idleCallbacks: (() => void)[] = [];

beforeEach(() => {
  setReadSchedule(browserReadSchedule);
  usePublicContent.setState({ entries: {} });
  idleCallbacks = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idleCallbacks.push(run));
});

afterEach(() => {
  vi.unstubAllGlobals();
  setReadSchedule(null);
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the refresh of a prerendered page', () => {
  it('waits until the browser is idle, then fetches', async () => {
    usePublicContent.getState().put('hero', 'prerendered');
    holdRefreshesUntilIdle(['hero']);
    const fetcher = vi.fn(() => Promise.resolve('fresh'));
    const { result } = renderHook(() => usePublicQuery('hero', fetcher));
    await flush();
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current.data).toBe('prerendered');

    idleCallbacks.forEach((run) => run());
    await waitFor(() => expect(result.current.data).toBe('fresh'));
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('fetches at once what the page did not embed: a page opened meanwhile', async () => {
    holdRefreshesUntilIdle(['hero']);
    const fetcher = vi.fn(() => Promise.resolve('projects'));
    renderHook(() => usePublicQuery('projects', fetcher));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    idleCallbacks.forEach((run) => run());
  });

  it('holds back nothing once that first idle moment has passed', async () => {
    holdRefreshesUntilIdle(['next']);
    await flush();
    idleCallbacks.forEach((run) => run());
    await flush();
    const fetcher = vi.fn(() => Promise.resolve('next page'));
    renderHook(() => usePublicQuery('next', fetcher));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
  });

  it('never holds back a page rendered in the browser', async () => {
    const fetcher = vi.fn(() => Promise.resolve('shell'));
    renderHook(() => usePublicQuery('shell', fetcher));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
    expect(idleCallbacks).toHaveLength(0);
  });
});
