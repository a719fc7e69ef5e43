import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mergeEntries, MAX_ENTRIES, usePublicContent, withEntry } from './store';
import { usePublicQuery } from './use-public-query';

beforeEach(() => {
  usePublicContent.setState({ entries: {} });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => vi.restoreAllMocks());

describe('usePublicQuery', () => {
  it('is loading on a first visit, then ready with the fetched data, which it stores', async () => {
    const { result } = renderHook(() => usePublicQuery('first', () => Promise.resolve(['a'])));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['a']);
    expect(usePublicContent.getState().entries.first?.data).toEqual(['a']);
  });

  it('paints the stored copy at once and replaces it with the refreshed one', async () => {
    usePublicContent.getState().put('repeat', 'old');
    let resolve: (value: string) => void = () => {};
    const fetcher = () => new Promise<string>((r) => (resolve = r));
    const { result } = renderHook(() => usePublicQuery('repeat', fetcher));
    expect(result.current).toMatchObject({ status: 'ready', data: 'old' });
    act(() => resolve('new'));
    await waitFor(() => expect(result.current.data).toBe('new'));
  });

  it('keeps the stored copy when the refresh fails, and logs the failure', async () => {
    usePublicContent.getState().put('kept', 'old');
    const { result } = renderHook(() => usePublicQuery('kept', () => Promise.reject(new Error('down'))));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(result.current).toMatchObject({ status: 'ready', data: 'old' });
  });

  it('reports an error without data, flags offline, and recovers on refetch', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetcher = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(7);
    const { result } = renderHook(() => usePublicQuery('retry', fetcher));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.offline).toBe(true);
    expect(result.current.data).toBeUndefined();

    online.mockReturnValue(true);
    act(() => result.current.refetch());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', data: 7, offline: false }));
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('stores null (a missing project) as data, not as "nothing yet"', async () => {
    const { result } = renderHook(() => usePublicQuery('missing', () => Promise.resolve(null)));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toBeNull();
  });
});

describe('the store', () => {
  it('lets the newer entry win when IndexedDB answers after a fetch', () => {
    const stored = { a: { data: 'stored', savedAt: 1 }, b: { data: 'stored', savedAt: 5 } };
    const current = { a: { data: 'fresh', savedAt: 3 }, b: { data: 'fresh', savedAt: 4 } };
    expect(mergeEntries(stored, current)).toEqual({ a: current.a, b: stored.b });
  });

  it(`keeps at most ${MAX_ENTRIES} entries, dropping the oldest`, () => {
    let entries = {};
    for (let i = 0; i <= MAX_ENTRIES; i++) entries = withEntry(entries, `k${i}`, { data: i, savedAt: i });
    expect(Object.keys(entries)).toHaveLength(MAX_ENTRIES);
    expect(entries).not.toHaveProperty('k0');
    expect(entries).toHaveProperty(`k${MAX_ENTRIES}`);
  });
});
