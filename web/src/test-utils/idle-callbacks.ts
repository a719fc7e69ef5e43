import { vi } from 'vitest';

/**
 * Replaces the browser's idle callbacks with a list the test runs by hand, one idle moment at a
 * time. Undo with vi.unstubAllGlobals().
 */
export function collectIdleCallbacks(): Array<() => void> {
  const callbacks: Array<() => void> = [];
  vi.stubGlobal('requestIdleCallback', (run: () => void) => callbacks.push(run));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return callbacks;
}
