import { START_UP } from '@/config/start-up';
import type { ReadSchedule } from '@/data/firebase/read-schedule';
import { publicQueries } from '@/data/public-content/queries';
import { isRenditionsKey } from '@/data/public-content/renditions-keys';
import { pageLoaded } from '@/lib/after-load';
import { nextTask } from '@/lib/next-task';
import { whenIdle } from '@/lib/when-idle';
import { withTimeout } from '@/lib/with-timeout';

/**
 * A prerendered page already shows the content it was published with, so its refresh from
 * Firestore is not urgent: starting it loads and starts the Firestore client (about 30 KB gzip
 * and one long task), which would compete with hydration and with the visitor's first taps. So
 * refreshes of the content embedded in the page wait until it has loaded and hydrated and the
 * browser is idle.
 * Content it did not embed (a page the visitor opens meanwhile) is fetched at once: it is not on
 * screen yet, and the visitor may go offline.
 *
 * Most visits come long after the last edit: the page then reads one document, the content mark,
 * and when it equals the mark the page was rendered with, the content is current and none of it
 * is read again (a home page embeds some forty documents). Renditions are the exception: a
 * function makes them after an upload without moving the mark, so they are always refreshed.
 */
let gate: Promise<boolean> | null = null;
let heldKeys = new Set<string>();

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, START_UP.contentRefreshAtLatestMs));

export interface HeldContent {
  /** The content mark the page was rendered with; undefined when it embeds none. */
  mark?: number | null;
  /**
   * Resolves when the page has hydrated. An idle moment before it (the route's chunks still on
   * their way) would start the Firestore client in the middle of hydration.
   */
  hydrated?: Promise<void>;
  /** Reads the live mark (the data layer's; the tests give their own). */
  readMark?: () => Promise<number | null>;
}

/** Whether content rendered at `mark` may be out of date; any doubt (no mark, a failed read) says yes. */
async function mayBeStale({ mark, readMark = publicQueries.contentMark.fetch }: HeldContent) {
  if (mark === undefined) return true;
  try {
    return (await withTimeout(readMark(), START_UP.contentMarkTimeoutMs)) !== mark;
  } catch (error) {
    console.error('Could not read the content mark; refreshing the page', error);
    return true;
  }
}

/** Before hydrating a prerendered page: `keys` are the content it embeds. */
export function holdRefreshesUntilIdle(keys: Iterable<string>, held: HeldContent = {}): void {
  heldKeys = new Set(keys);
  gate = Promise.all([pageLoaded(), held.hydrated])
    .then(idle)
    .then(() => mayBeStale(held));
  const release = () => {
    gate = null;
    heldKeys = new Set();
  };
  gate.then(release, release);
}

function waitFor(key: string): Promise<boolean> | null {
  if (!gate || !heldKeys.has(key)) return null;
  return isRenditionsKey(key) ? gate.then(() => true) : gate;
}

/**
 * The browser's schedule of public reads: held refreshes as above, and each of the Firebase app,
 * the Firestore client, a reader and its first queries in a task of its own (evaluated together
 * they were one long task on a phone, right after hydration).
 */
export const browserReadSchedule: ReadSchedule = {
  refreshWait: waitFor,
  yieldToPage: nextTask,
};
