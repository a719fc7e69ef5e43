/**
 * The content triggers (content-written-*, and site-content-changed-cvSettings) move
 * site_state/content.changed_at a moment after each content write, and the Functions emulator
 * runs them one by one. A publish made while some
 * are still queued (writes just before it, or a seed that could not pause them) looks behind the
 * content at once; the start-up publish waits here first.
 */
import type { Firestore, Timestamp } from 'firebase-admin/firestore';
import { CONTENT_STATE_DOC, SITE_STATE } from '@portfolio/model/site-publish';

/** When the content last changed, as the triggers recorded it (0 before any). */
export async function contentChangedAt(db: Firestore): Promise<number> {
  const snapshot = await db.collection(SITE_STATE).doc(CONTENT_STATE_DOC).get();
  return (snapshot.get('changed_at') as Timestamp | undefined)?.toMillis() ?? 0;
}

interface QuietOptions {
  quietMs?: number;
  timeoutMs?: number;
  pollMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Resolves once `read` has answered the same value for `quietMs`, or at `timeoutMs` (a trigger
 * that never runs must not hang the caller; what follows copes with a late trigger).
 */
export async function waitForQuiet(read: () => Promise<number>, options: QuietOptions = {}): Promise<void> {
  const {
    quietMs = 3000,
    timeoutMs = 90_000,
    pollMs = 500,
    now = Date.now,
    sleep = (ms) => new Promise((r) => setTimeout(r, ms)),
  } = options;
  const deadline = now() + timeoutMs;
  let last = await read();
  let since = now();
  while (now() < deadline) {
    await sleep(pollMs);
    const value = await read();
    if (value !== last) {
      last = value;
      since = now();
    } else if (now() - since >= quietMs) {
      return;
    }
  }
}

/** Waits until the content triggers have caught up with the last content write. */
export function waitForContentTriggers(db: Firestore, options?: QuietOptions): Promise<void> {
  return waitForQuiet(() => contentChangedAt(db), options);
}
