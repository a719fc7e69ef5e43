import { vi } from 'vitest';

/**
 * Writes 'next task' into `log` each time the code under test waits for a task of its own
 * (lib/next-task.ts, a setTimeout), so a test can check where those boundaries fall among the
 * steps it logs itself. The tasks still run. Undo with vi.restoreAllMocks().
 */
export function logTaskBoundaries(log: string[]): void {
  const realSetTimeout = globalThis.setTimeout;
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
    log.push('next task');
    return realSetTimeout(run, 0);
  }) as typeof setTimeout);
}
