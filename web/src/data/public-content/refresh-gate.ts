import { pageLoaded } from '@/lib/after-load';
import { whenIdle } from '@/lib/when-idle';

/**
 * A prerendered page already shows the content it was published with, so its refresh from
 * Firestore is not urgent: starting it loads and starts the Firestore client (about 30 KB gzip
 * and one long task), which would compete with hydration and with the visitor's first taps. So
 * refreshes of the content embedded in the page wait until it has loaded and the browser is idle
 * (at most REFRESH_AT_LATEST_MS after load). Content it did not embed (a page the visitor opens
 * meanwhile) is fetched at once: it is not on screen yet, and the visitor may go offline.
 */
const REFRESH_AT_LATEST_MS = 3000;

let gate: Promise<void> | null = null;
let heldKeys = new Set<string>();

function idle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, REFRESH_AT_LATEST_MS));
}

/** main.tsx, before hydrating a prerendered page: `keys` are the content it embeds. */
export function holdRefreshesUntilIdle(keys: Iterable<string>): void {
  heldKeys = new Set(keys);
  gate = pageLoaded()
    .then(idle)
    .then(() => {
      gate = null;
      heldKeys = new Set();
    });
}

/** What the refresh of `key` waits for first, or null when it may start now. */
export function refreshGate(key: string): Promise<void> | null {
  return heldKeys.has(key) ? gate : null;
}
