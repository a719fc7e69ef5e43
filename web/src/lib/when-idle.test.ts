import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('waits for an idle callback, with the latest time it may wait', () => {
    const request = vi.fn((_run: () => void, _options: { timeout: number }) => 7);
    vi.stubGlobal('requestIdleCallback', request);
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    const run = vi.fn();
    whenIdle(run, 3000);
    expect(run).not.toHaveBeenCalled();
    expect(request.mock.calls[0]?.[1]).toEqual({ timeout: 3000 });
    request.mock.calls[0]?.[0]();
    expect(run).toHaveBeenCalledOnce();
  });

  it('can be cancelled before the browser is idle', () => {
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 7);
    vi.stubGlobal('cancelIdleCallback', cancel);
    whenIdle(() => {}, 3000)();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('falls back to a short timer where there are no idle callbacks', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    const cancelled = vi.fn();
    whenIdle(run, 3000);
    whenIdle(cancelled, 3000)();
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
  });
});
