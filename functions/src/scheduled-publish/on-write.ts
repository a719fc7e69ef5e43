import type { DocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import { schedulePlan } from './plan';
import { cancelScheduledPublish, enqueueScheduledPublish } from './queue';
import { millisOf } from './stored-time';

/** An update time in microseconds, as text: Firestore orders writes to the microsecond. */
export function micros(time: Timestamp | undefined): string | null {
  if (!time) return null;
  return `${time.seconds}${String(Math.floor(time.nanoseconds / 1000)).padStart(6, '0')}`;
}

const side = (snapshot: DocumentSnapshot | undefined) => ({
  data: snapshot?.exists ? (snapshot.data() ?? null) : null,
  updated: snapshot?.exists ? micros(snapshot.updateTime) : null,
});

/**
 * The scheduled publish's part of a content write (called by the collection's one trigger):
 * queues the task of a new schedule, deletes the task of a schedule the write left. A failed
 * enqueue throws, so the trigger is retried (with the same task id).
 */
export async function scheduleOnWrite(
  collection: string,
  id: string,
  change: { before: DocumentSnapshot; after: DocumentSnapshot } | undefined,
): Promise<void> {
  const plan = schedulePlan(collection, id, side(change?.before), side(change?.after), millisOf);
  if (plan.cancel) await cancelScheduledPublish(plan.cancel);
  if (plan.enqueue) await enqueueScheduledPublish(plan.enqueue.task, plan.enqueue.taskId);
}
