import { statusOf, type LifecycleFields } from '@portfolio/model/content-status';
import { date } from '@/data/codec';

export type Lifecycle = LifecycleFields<Date | null>;

/** A stored document's status fields (one saved before statuses is published). */
export function lifecycleOf(d: Record<string, unknown>): Lifecycle {
  return {
    status: statusOf(d),
    publish_at: date(d.publish_at),
    ...(typeof d.schedule_error === 'string' ? { schedule_error: d.schedule_error } : {}),
  };
}

/**
 * The status fields a save stores. A failed schedule's error is left out: saving is the admin
 * acting on it (a new time, publishing now or a draft again), so the alert goes with it.
 */
export function lifecycleDoc(input: Lifecycle): Lifecycle {
  return { status: input.status, publish_at: input.publish_at ?? null };
}
