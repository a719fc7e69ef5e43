import { hasLifecycle } from '@portfolio/model/content-types';
import type { ScheduledPublishTask } from '@portfolio/model/scheduled-publish';

type Data = Record<string, unknown>;

/** One side of a write: the document's data and its update time (microseconds), or none. */
export interface WriteSide {
  data: Data | null;
  /** The update time in microseconds since the epoch, as text (Firestore keeps microseconds). */
  updated: string | null;
}

export interface SchedulePlan {
  /** A task to queue for the document's new schedule, with the id a retried delivery reuses. */
  enqueue?: { task: ScheduledPublishTask; taskId: string };
  /** The id of the task queued for the schedule this write left, to delete (best effort). */
  cancel?: string;
}

/**
 * A task's id: the document, its time and the update time of the write that scheduled it. A
 * retried delivery of that write makes the same id (the queue answers ALREADY_EXISTS), and
 * scheduling the same time again after unscheduling makes another one (the queue keeps a used id
 * for a while, and the emulator forever). Derivable from the write that left that schedule.
 */
export function scheduleTaskId(collection: string, id: string, publishAt: number, updated: string): string {
  return `${collection}-${id}-${publishAt}-${updated}`;
}

function scheduledAt(data: Data | null, millis: (v: unknown) => number | null): number | null {
  return data?.status === 'scheduled' ? millis(data.publish_at) : null;
}

/**
 * What a write to `collection/id` means for its scheduled publish. A write that leaves it
 * scheduled for a time it was not scheduled for before queues a task for that time; a write that
 * leaves a schedule (rescheduled, a draft again, published by hand, deleted) deletes that
 * schedule's task. The scheduler's own writes change nothing: making the document published (its
 * task is running, and deleting it would end its retries) and putting it back scheduled after a
 * failure (the same task retries it).
 */
export function schedulePlan(
  collection: string,
  id: string,
  before: WriteSide,
  after: WriteSide,
  millis: (v: unknown) => number | null,
): SchedulePlan {
  if (!hasLifecycle(collection)) return {};
  const was = scheduledAt(before.data, millis);
  const now = scheduledAt(after.data, millis);
  if (was === now) return {};
  const plan: SchedulePlan = {};
  const wentLive = after.data?.status === 'published' && millis(after.data.publish_at) === was;
  if (was !== null && before.updated && !wentLive) {
    plan.cancel = scheduleTaskId(collection, id, was, before.updated);
  }
  const putBack =
    before.data?.status === 'published' &&
    millis(before.data.publish_at) === now &&
    typeof after.data?.schedule_error === 'string';
  if (now !== null && after.updated && !putBack) {
    plan.enqueue = {
      task: { collection, id, publishAt: now },
      taskId: scheduleTaskId(collection, id, now, after.updated),
    };
  }
  return plan;
}
