/**
 * A prerendered page already shows the content it was published with, so its refresh from
 * Firestore is not urgent: starting it loads and starts the Firestore client (about 30 KB gzip
 * and one long task), which would compete with hydration and with the visitor's first taps. So
 * the first refreshes wait until the page has loaded and the browser is idle (at most
 * REFRESH_AT_LATEST_MS after load). Pages the visitor opens afterwards fetch at once.
 */
const REFRESH_AT_LATEST_MS = 3000;

let gate: Promise<void> | null = null;

function afterLoad(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: REFRESH_AT_LATEST_MS });
    } else {
      setTimeout(resolve, 200);
    }
  });
}

/** main.tsx, before hydrating a prerendered page. */
export function holdRefreshesUntilIdle(): void {
  gate = afterLoad()
    .then(idle)
    .then(() => {
      gate = null;
    });
}

/** What a refresh waits for first, or null when it may start now. */
export function refreshGate(): Promise<void> | null {
  return gate;
}
