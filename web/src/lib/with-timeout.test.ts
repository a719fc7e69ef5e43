import { afterEach, describe, expect, it, vi } from 'vitest';
import { withTimeout } from './with-timeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('withTimeout', () => {
  it('answers what the promise answers in time', async () => {
    await expect(withTimeout(Promise.resolve('ok'), 100)).resolves.toBe('ok');
    await expect(withTimeout(Promise.reject(new Error('denied')), 100)).rejects.toThrow('denied');
  });

  it('rejects once the time has passed without an answer', async () => {
    vi.useFakeTimers();
    const result = withTimeout(new Promise(() => {}), 100);
    const check = expect(result).rejects.toThrow('Request timed out');
    await vi.advanceTimersByTimeAsync(100);
    await check;
  });
});
