import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { START_UP } from '@/config/start-up';
import { setReadSchedule } from '@/data/firebase/read-schedule';
import { usePublicContent } from '@/data/public-content/store';
import { renditionsKey } from '@/data/public-content/renditions-keys';
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

  it('waits for hydration before it even waits for an idle moment', async () => {
    usePublicContent.getState().put('hero', 'prerendered');
    let hydrate = () => {};
    const hydrated = new Promise<void>((resolve) => (hydrate = resolve));
    holdRefreshesUntilIdle(['hero'], { hydrated });
    const fetcher = vi.fn(() => Promise.resolve('fresh'));
    const { result } = renderHook(() => usePublicQuery('hero', fetcher));
    // Idle while the route's chunks are on their way: still held.
    await flush();
    expect(idleCallbacks).toHaveLength(0);
    expect(fetcher).not.toHaveBeenCalled();

    hydrate();
    await waitFor(() => expect(idleCallbacks).toHaveLength(1));
    idleCallbacks.forEach((run) => run());
    await waitFor(() => expect(result.current.data).toBe('fresh'));
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

describe('the content mark', () => {
  const idleNow = async () => {
    await flush();
    idleCallbacks.forEach((run) => run());
  };

  it('skips the refresh when the live mark is the one the page was rendered with', async () => {
    usePublicContent.getState().put('hero', 'prerendered');
    const readMark = vi.fn(() => Promise.resolve(1000));
    holdRefreshesUntilIdle(['hero'], { mark: 1000, readMark });
    const fetcher = vi.fn(() => Promise.resolve('fresh'));
    const { result } = renderHook(() => usePublicQuery('hero', fetcher));
    await idleNow();
    await waitFor(() => expect(readMark).toHaveBeenCalledTimes(1));
    await flush();
    expect(fetcher).not.toHaveBeenCalled();
    expect(result.current).toMatchObject({ data: 'prerendered', status: 'ready' });
  });

  it('refreshes when the content changed after the render', async () => {
    usePublicContent.getState().put('hero', 'prerendered');
    holdRefreshesUntilIdle(['hero'], { mark: 1000, readMark: () => Promise.resolve(2000) });
    const fetcher = vi.fn(() => Promise.resolve('edited since'));
    const { result } = renderHook(() => usePublicQuery('hero', fetcher));
    await idleNow();
    await waitFor(() => expect(result.current.data).toBe('edited since'));
  });

  it('refreshes when no change was recorded yet but one is now, or the page carries no mark', async () => {
    usePublicContent.getState().put('a', 'old');
    holdRefreshesUntilIdle(['a'], { mark: null, readMark: () => Promise.resolve(5) });
    const first = vi.fn(() => Promise.resolve('new'));
    renderHook(() => usePublicQuery('a', first));
    await idleNow();
    await waitFor(() => expect(first).toHaveBeenCalledTimes(1));

    usePublicContent.getState().put('b', 'old');
    const readMark = vi.fn(() => Promise.resolve(5));
    holdRefreshesUntilIdle(['b'], { readMark });
    const second = vi.fn(() => Promise.resolve('new'));
    renderHook(() => usePublicQuery('b', second));
    idleCallbacks = [];
    await idleNow();
    await waitFor(() => expect(second).toHaveBeenCalledTimes(1));
    expect(readMark).not.toHaveBeenCalled();
  });

  it('refreshes when the mark cannot be read (offline, a rules change)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    usePublicContent.getState().put('hero', 'prerendered');
    holdRefreshesUntilIdle(['hero'], { mark: 1000, readMark: () => Promise.reject(new Error('denied')) });
    const fetcher = vi.fn(() => Promise.resolve('fresh'));
    renderHook(() => usePublicQuery('hero', fetcher));
    await idleNow();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
  });

  it('refreshes when the mark does not answer in time (a dead connection)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      usePublicContent.getState().put('hero', 'prerendered');
      holdRefreshesUntilIdle(['hero'], { mark: 1000, readMark: () => new Promise(() => {}) });
      const fetcher = vi.fn(() => Promise.resolve('fresh'));
      renderHook(() => usePublicQuery('hero', fetcher));
      await vi.advanceTimersByTimeAsync(0);
      idleCallbacks.forEach((run) => run());
      await vi.advanceTimersByTimeAsync(START_UP.contentMarkTimeoutMs - 1);
      expect(fetcher).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(fetcher).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('always refreshes renditions, which are made after an upload without moving the mark', async () => {
    const key = renditionsKey(['projects/a.jpg']);
    usePublicContent.getState().put(key, {});
    holdRefreshesUntilIdle([key], { mark: 1000, readMark: () => Promise.resolve(1000) });
    const fetcher = vi.fn(() =>
      Promise.resolve({ 'projects/a.jpg': { width: 1, height: 1, avif: [320], webp: [] } }),
    );
    renderHook(() => usePublicQuery(key, fetcher));
    await idleNow();
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(1));
  });
});
