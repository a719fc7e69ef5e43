import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { CONTENT_STATE_DOC, SITE_STATE } from '@portfolio/model/site-publish';
import { adminApp } from '../admin';

/**
 * When a write happened. A create or an update: the document's own update time, the commit time
 * to the microsecond. The event's time is not that: the emulator's comes in whole seconds and was
 * seen up to a second after the write, so a publish made in between seemed to predate it. A delete
 * leaves no update time: the event's time, but never before the last update it removed.
 */
export function writeTime(eventTime: string, before?: Timestamp, after?: Timestamp): number {
  if (after) return after.toMillis();
  return Math.max(Date.parse(eventTime) || 0, (before?.toMillis() ?? -1) + 1);
}

/**
 * The mark's new time after a write at `writeMillis`, or null to leave it. site_state/content
 * carries the time of the newest write to public content, the write's own time and not the time
 * its trigger ran: a trigger can run minutes late (a queue, a retry, a busy machine), and stamping
 * its own time would show a change that an earlier publish already carries as unpublished.
 * Triggers can also run out of order, so the mark only ever moves forward.
 */
export function nextMark(currentMillis: number | null, writeMillis: number): number | null {
  return currentMillis !== null && currentMillis >= writeMillis ? null : writeMillis;
}

/** Moves site_state/content.changed_at to `writeMillis` unless a newer write is marked already. */
export async function markContentChanged(writeMillis: number): Promise<void> {
  const db = getFirestore(adminApp());
  const mark = db.collection(SITE_STATE).doc(CONTENT_STATE_DOC);
  await db.runTransaction(async (transaction) => {
    const current = (await transaction.get(mark)).get('changed_at') as Timestamp | undefined;
    const next = nextMark(current?.toMillis() ?? null, writeMillis);
    if (next !== null) transaction.set(mark, { changed_at: Timestamp.fromMillis(next) });
  });
}
