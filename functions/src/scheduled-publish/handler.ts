import { SCHEDULE_ERROR_MAX } from '@portfolio/model/content-status';
import { hasLifecycle } from '@portfolio/model/content-types';
import { isSafeId } from '@portfolio/model/collections';
import type { ScheduledPublishTask } from '@portfolio/model/scheduled-publish';

type Data = Record<string, unknown>;

export interface ScheduledPublishDeps {
  /** The document now, or null when it is gone. */
  read(task: ScheduledPublishTask): Promise<Data | null>;
  /** A stored time (publish_at) in milliseconds, or null when it is none. */
  millis(value: unknown): number | null;
  /** Why the rules would refuse this document in `collection`, or null when they would store it. */
  check(collection: string, id: string, data: Data): string | null;
  /**
   * In one transaction: when the document is still scheduled for `task.publishAt`, it becomes
   * published and loses its schedule_error. False when it was not (changed meanwhile).
   */
  goLive(task: ScheduledPublishTask): Promise<boolean>;
  /**
   * In one transaction: the document, when it is still this schedule's (scheduled for
   * `task.publishAt`, or published by this run when `wasLive`), is scheduled for that same time
   * with `reason` as its schedule_error. Only those two fields are written.
   */
  putBack(task: ScheduledPublishTask, reason: string, wasLive: boolean): Promise<void>;
  /** Renders the site from the content now and puts it live (the Publish callable's core). */
  publishSite(): Promise<void>;
  now(): number;
  sleep(ms: number): Promise<void>;
  /**
   * How long a task that came before its time waits before it queues itself again for that time.
   * Cloud Tasks delivers a task at its time (0 is enough: early only past the queue's horizon);
   * the Tasks emulator delivers at once, so there the run waits, a bounded while per task.
   */
  holdMs: number;
  /** Queues the task again for its time (or as far as the queue reaches). */
  requeue(task: ScheduledPublishTask): Promise<void>;
}

export type RunOutcome = 'published' | 'stale' | 'requeued';

/** How often a run waiting for its time looks at its document again. */
export const HOLD_STEP_MS = 5_000;

/** The run failed and the document carries why; thrown so that the queue retries the task. */
export class ScheduledPublishError extends Error {}

/** A payload as queued, or null for anything else (nothing to do with such a task). */
export function taskOf(data: unknown): ScheduledPublishTask | null {
  if (typeof data !== 'object' || data === null) return null;
  const { collection, id, publishAt } = data as Record<string, unknown>;
  if (typeof collection !== 'string' || !hasLifecycle(collection)) return null;
  if (typeof id !== 'string' || !isSafeId(id)) return null;
  if (typeof publishAt !== 'number' || !Number.isSafeInteger(publishAt)) return null;
  return { collection, id, publishAt };
}

/** A short reason for the admin, within what schedule_error may hold. */
export function readableReason(prefix: string, error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  const text = `${prefix}: ${detail}`.replace(/\s+/g, ' ').trim();
  return text.length <= SCHEDULE_ERROR_MAX ? text : `${text.slice(0, SCHEDULE_ERROR_MAX - 1)}…`;
}

function scheduledFor(data: Data | null, task: ScheduledPublishTask, deps: ScheduledPublishDeps) {
  return data !== null && data.status === 'scheduled' && deps.millis(data.publish_at) === task.publishAt;
}

/** The document as it will be stored once live: what the rules must accept. */
function asPublished(data: Data): Data {
  const live: Data = { ...data, status: 'published' };
  delete live.schedule_error;
  return live;
}

/**
 * Runs one queued task. A task for a schedule that no longer holds (the document was rescheduled,
 * unscheduled, published by hand or deleted) does nothing. Otherwise the document goes live only
 * if the rules would store it as published (this function writes past them), and then the site
 * is published. Any failure puts the document back as it was, scheduled for the same time with a
 * schedule_error the admin reads, and throws so that the queue retries; only the status fields are
 * ever written, so nothing the admin typed is lost.
 */
export async function runScheduledPublish(
  task: ScheduledPublishTask,
  deps: ScheduledPublishDeps,
): Promise<RunOutcome> {
  let data = await deps.read(task);
  if (!scheduledFor(data, task, deps)) return 'stale';
  // Early: wait for the time here, up to holdMs, looking again now and then so that a schedule
  // changed meanwhile ends the wait at once; still early after that, queue again for the time.
  const holdUntil = deps.now() + Math.min(task.publishAt - deps.now(), deps.holdMs);
  while (deps.now() < holdUntil) {
    await deps.sleep(Math.min(HOLD_STEP_MS, holdUntil - deps.now()));
    data = await deps.read(task);
    if (!scheduledFor(data, task, deps)) return 'stale';
  }
  if (deps.now() < task.publishAt) {
    await deps.requeue(task);
    return 'requeued';
  }

  const problem = deps.check(task.collection, task.id, asPublished(data!));
  if (problem) {
    const reason = readableReason('It cannot go live as saved', problem);
    await deps.putBack(task, reason, false);
    throw new ScheduledPublishError(reason);
  }

  let live = false;
  try {
    live = await deps.goLive(task);
    if (!live) return 'stale';
    await deps.publishSite();
    return 'published';
  } catch (error) {
    const reason = readableReason(live ? 'Publishing the site failed' : 'Making it published failed', error);
    await deps.putBack(task, reason, live);
    throw new ScheduledPublishError(reason);
  }
}
