import { START_UP } from '@/config/start-up';
import type { ReadSchedule } from '@/data/public-content/read-schedule';
import { pageLoaded } from '@/lib/after-load';
import { nextTask } from '@/lib/next-task';
import { whenIdle } from '@/lib/when-idle';

/**
 * A prerendered page already shows the content it was published with, so its refresh from
 * Firestore is not urgent: starting it loads and starts the Firestore client (about 30 KB gzip
 * and one long task), which would compete with hydration and with the visitor's first taps. So
 * refreshes of the content embedded in the page wait until it has loaded and the browser is idle.
 * Content it did not embed (a page the visitor opens meanwhile) is fetched at once: it is not on
 * screen yet, and the visitor may go offline.
 */
let gate: Promise<void> | null = null;
let heldKeys = new Set<string>();

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, START_UP.contentRefreshAtLatestMs));

/** Before hydrating a prerendered page: `keys` are the content it embeds. */
export function holdRefreshesUntilIdle(keys: Iterable<string>): void {
  heldKeys = new Set(keys);
  gate = pageLoaded()
    .then(idle)
    .then(() => {
      gate = null;
      heldKeys = new Set();
    });
}

/**
 * The browser's schedule of public reads: held refreshes as above, and each of the Firebase app,
 * the Firestore client, a reader and its first queries in a task of its own (evaluated together
 * they were one long task on a phone, right after hydration).
 */
export const browserReadSchedule: ReadSchedule = {
  refreshWait: (key) => (heldKeys.has(key) ? gate : null),
  yieldToPage: nextTask,
};
