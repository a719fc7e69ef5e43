import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { CONTENT_STATE_DOC, SITE_STATE } from '@portfolio/model/site-publish';
import { adminApp } from '../admin';

/**
 * When a write happened: the event's time, but never before the document's own update time (some
 * event sources round the event's time to the second, and a delete comes after the last update
 * it removed).
 */
export function writeTime(eventTime: string, before?: Timestamp, after?: Timestamp): number {
  return Math.max(Date.parse(eventTime) || 0, after?.toMillis() ?? 0, (before?.toMillis() ?? -1) + 1);
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
