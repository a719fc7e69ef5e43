// @isolated: it mocks modules and reloads them between tests (vi.doMock, vi.resetModules)
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from '@/lib/next-task';
import { logTaskBoundaries } from '@/test-utils/task-boundaries';

const evaluated: string[] = [];
let appFails = false;

describe('loadLiteClient', () => {
  beforeEach(() => {
    vi.resetModules();
    evaluated.length = 0;
    appFails = false;
    // Registered anew for each test: a factory runs when its module is evaluated.
    vi.doMock('./app', () => {
      evaluated.push('app');
      if (appFails) throw new Error('Failed to fetch dynamically imported module');
      return { firebaseApp: {} };
    });
    vi.doMock('firebase/firestore/lite', () => {
      evaluated.push('firestore');
      return {};
    });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("evaluates the Firebase app and the Firestore client in tasks of their own, as the app's schedule asks", async () => {
    vi.useRealTimers();
    const { loadLiteClient } = await import('./load-lite-client');
    const { setReadSchedule } = await import('./read-schedule');
    setReadSchedule({ refreshWait: () => null, yieldToPage: nextTask });
    // Each task boundary the loader waits for, in order with the modules' evaluation.
    logTaskBoundaries(evaluated);
    await loadLiteClient();
    expect(evaluated).toEqual(['app', 'next task', 'firestore', 'next task']);
  });

  it('loads once for every reader', async () => {
    const { loadLiteClient } = await import('./load-lite-client');
    const both = Promise.all([loadLiteClient(), loadLiteClient()]);
    await vi.runAllTimersAsync();
    await both;
    await loadLiteClient();
    expect(evaluated).toEqual(['app', 'firestore']);
  });

  it('tries again on the next read after a failed load', async () => {
    const { loadLiteClient } = await import('./load-lite-client');
    appFails = true;
    const failed = loadLiteClient();
    const seen = failed.catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await seen).toBeInstanceOf(Error);

    appFails = false;
    const again = loadLiteClient();
    await vi.runAllTimersAsync();
    await expect(again).resolves.toBeUndefined();
    expect(evaluated.at(-1)).toBe('firestore');
  });
});
