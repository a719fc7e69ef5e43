import { describe, expect, it, vi } from 'vitest';
import { withTransientRetries } from './transient-retry';

const noWait = async () => {};

describe('withTransientRetries', () => {
  it('sends again after a dropped connection, and returns what the next attempt gives', async () => {
    const run = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(
        new Error('request to http://127.0.0.1:9199/b/x/o failed, reason: socket hang up'),
      )
      .mockRejectedValueOnce(Object.assign(new Error('read failed'), { code: 'ECONNRESET' }))
      .mockResolvedValue('stored');
    await expect(withTransientRetries(run, { wait: noWait })).resolves.toBe('stored');
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('throws any other error at once', async () => {
    const run = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('403: permission denied'));
    await expect(withTransientRetries(run, { wait: noWait })).rejects.toThrow('permission denied');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('gives up after the last attempt with the last error', async () => {
    const run = vi.fn<() => Promise<string>>().mockRejectedValue(new Error('socket hang up'));
    await expect(withTransientRetries(run, { attempts: 3, wait: noWait })).rejects.toThrow('socket hang up');
    expect(run).toHaveBeenCalledTimes(3);
  });
});
