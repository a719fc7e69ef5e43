import { START_UP } from '@/config/start-up';

/**
 * Runs `run` once the browser has nothing more urgent to do, and at the latest after `timeoutMs`
 * (an idle callback can wait forever on a page that keeps busy). Browsers without idle callbacks
 * (Safari) get a short timer instead. Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(() => run(), { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, START_UP.idleFallbackMs);
  return () => clearTimeout(timer);
}
