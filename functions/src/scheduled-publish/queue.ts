import { getFunctions } from 'firebase-admin/functions';
import { logger } from 'firebase-functions';
import { SCHEDULED_PUBLISH_FUNCTION, type ScheduledPublishTask } from '@portfolio/model/scheduled-publish';
import { adminApp } from '../admin';
import { inEmulator, REGION } from '../config';

/**
 * Cloud Tasks takes a task at most 30 days ahead: a later schedule is queued at the horizon and
 * the run, finding itself early, queues itself again (handler.ts).
 */
export const QUEUE_HORIZON_MS = 29 * 24 * 60 * 60_000;

/**
 * How long one run may take, the queue's dispatch deadline too: the site's render and upload, and
 * in the emulator the wait of a task that came early (HOLD_IN_EMULATOR_MS).
 */
export const RUN_SECONDS = 540;

/**
 * The Tasks emulator (firebase-tools 14) dispatches a task at once, whatever its scheduleTime: a
 * run there waits for its time itself, up to this long, then queues itself again. Short, because
 * stopping the emulators (Ctrl-C on `npm start`) waits for a waiting run to end.
 */
export const HOLD_IN_EMULATOR_MS = 20_000;

function queue() {
  // The Admin SDK reaches the Tasks emulator by CLOUD_TASKS_EMULATOR_HOST, which the Functions
  // emulator sets; deployed, the Cloud Tasks queue that deploying the function created.
  return getFunctions(adminApp()).taskQueue(`locations/${REGION}/functions/${SCHEDULED_PUBLISH_FUNCTION}`);
}

/** When to deliver the task for `publishAt`: its time, or the queue's horizon. */
export function deliveryTime(publishAt: number, now: number): Date {
  return new Date(Math.min(publishAt, now + QUEUE_HORIZON_MS));
}

/** Queues the task under `taskId`; one queued already under that id (a retried write) is the same. */
export async function enqueueScheduledPublish(task: ScheduledPublishTask, taskId: string): Promise<void> {
  try {
    await queue().enqueue(task, {
      id: taskId,
      scheduleTime: deliveryTime(task.publishAt, Date.now()),
      dispatchDeadlineSeconds: RUN_SECONDS,
    });
    logger.info('Scheduled publish queued', { taskId, publishAt: new Date(task.publishAt).toISOString() });
  } catch (error) {
    if ((error as { code?: string }).code === 'functions/task-already-exists') return;
    throw error;
  }
}

/**
 * Deletes a queued task, best effort: one that already ran, or that the queue no longer has, is
 * fine, and a task left behind finds its schedule gone when it runs and does nothing.
 */
export async function cancelScheduledPublish(taskId: string): Promise<void> {
  // The Tasks emulator (firebase-tools 14) keeps a dispatched task in its index, so deleting one
  // unlinks its queue at the wrong place: seen dispatching a finished task again, and able to drop
  // the tasks queued after it. There the run's own check is the only way a task is replaced.
  if (inEmulator()) return;
  try {
    await queue().delete(taskId);
  } catch (error) {
    logger.warn('A replaced scheduled publish could not be deleted; it will find its schedule gone', {
      taskId,
      error: String(error),
    });
  }
}
