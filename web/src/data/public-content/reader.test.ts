// @isolated: it mocks modules (vi.mock)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setReadSchedule } from '@/data/firebase/read-schedule';
import { nextTask } from '@/lib/next-task';
import { logTaskBoundaries } from '@/test-utils/task-boundaries';

const steps: string[] = [];

vi.mock('@/data/firebase/load-lite-client', () => ({
  loadLiteClient: async () => {
    steps.push('client');
  },
}));

describe('reader', () => {
  afterEach(() => {
    setReadSchedule(null);
    steps.length = 0;
    vi.restoreAllMocks();
  });

  it("hands over the reader's module in a task after its evaluation, once the client has loaded", async () => {
    const { reader } = await import('./reader');
    setReadSchedule({ refreshWait: () => null, yieldToPage: nextTask });
    logTaskBoundaries(steps);
    const read = reader(async () => {
      steps.push('reader evaluated');
      return { fetchAll: () => 'rows' };
    });

    const module = await read();
    steps.push('query');
    expect(module.fetchAll()).toBe('rows');
    expect(steps).toEqual(['client', 'reader evaluated', 'next task', 'query']);
  });

  it('fails the read when the reader cannot load, so the page keeps what it shows', async () => {
    const { reader } = await import('./reader');
    const read = reader(() => Promise.reject(new Error('Failed to fetch dynamically imported module')));
    await expect(read()).rejects.toThrow('Failed to fetch');
  });
});
