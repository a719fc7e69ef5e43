/** Resolves once the page's load event has fired (at once if it already has). */
export function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Runs `run` `delayMs` after the page's load event (counted from now if it has already fired).
 * Returns a function that cancels it.
 */
export function afterLoad(run: () => void, delayMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(run, delayMs);
  };
  if (document.readyState === 'complete') {
    wait();
    return () => clearTimeout(timer);
  }
  window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    clearTimeout(timer);
  };
}
