import { FieldValue, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onTaskDispatched } from 'firebase-functions/v2/tasks';
import { SCHEDULER_UID, type ScheduledPublishTask } from '@portfolio/model/scheduled-publish';
import { documentChecks } from '@portfolio/model/validate';
import type { CollectionName } from '@portfolio/model/collections';
import { adminApp } from '../admin';
import { inEmulator, REGION } from '../config';
import { putSiteLive } from '../publish-site/handler';
import { livePublishDeps } from '../publish-site/live-deps';
import { runScheduledPublish, ScheduledPublishError, taskOf, type ScheduledPublishDeps } from './handler';
import { enqueueScheduledPublish, HOLD_IN_EMULATOR_MS, RUN_SECONDS } from './queue';
import { millisOf } from './stored-time';

/** The rules' checks, with what the Admin SDK reads a time as. */
const checks = documentChecks((v) => v instanceof Timestamp);

function firestoreDeps(): ScheduledPublishDeps {
  const db = getFirestore(adminApp());
  const ref = (task: ScheduledPublishTask) => db.collection(task.collection).doc(task.id);
  const holds = (data: Record<string, unknown> | undefined, task: ScheduledPublishTask, status: string) =>
    data?.status === status && millisOf(data.publish_at) === task.publishAt;
  return {
    read: async (task) => (await ref(task).get()).data() ?? null,
    millis: millisOf,
    check: (collection, id, data) => checks[collection as CollectionName](id, data),
    goLive: (task) =>
      db.runTransaction(async (tx) => {
        if (!holds((await tx.get(ref(task))).data(), task, 'scheduled')) return false;
        tx.update(ref(task), { status: 'published', schedule_error: FieldValue.delete() });
        return true;
      }),
    putBack: (task, reason, wasLive) =>
      db.runTransaction(async (tx) => {
        if (!holds((await tx.get(ref(task))).data(), task, wasLive ? 'published' : 'scheduled')) return;
        tx.update(ref(task), { status: 'scheduled', schedule_error: reason });
      }),
    publishSite: async () => {
      await putSiteLive(livePublishDeps(), { uid: SCHEDULER_UID, email: null });
    },
    now: () => Date.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    holdMs: inEmulator() ? HOLD_IN_EMULATOR_MS : 0,
    requeue: (task) =>
      enqueueScheduledPublish(task, `${task.collection}-${task.id}-${task.publishAt}-h${Date.now()}`),
  };
}

/**
 * 'publish-scheduled': a document scheduled for a time goes live then, with the site. Queued by the
 * content trigger of its collection (content-life/trigger.ts) for the document's publish_at. A
 * failed run leaves the document scheduled with schedule_error set and is retried; the admin area
 * shows a schedule still not live 5 minutes after its time.
 */
export const scheduledPublishTask = onTaskDispatched<ScheduledPublishTask>(
  {
    region: REGION,
    // The render of every page, as the Publish callable.
    memory: '1GiB',
    timeoutSeconds: RUN_SECONDS,
    retryConfig: { maxAttempts: 5, minBackoffSeconds: 10, maxBackoffSeconds: 120 },
    // A few at once: a run that came early in the emulator holds its place while it waits.
    rateLimits: { maxConcurrentDispatches: 5 },
  },
  async (request) => {
    const task = taskOf(request.data);
    if (!task) {
      logger.warn('publish-scheduled got a task it cannot read; dropped', { data: request.data });
      return;
    }
    try {
      const outcome = await runScheduledPublish(task, firestoreDeps());
      logger.info('publish-scheduled ran', { ...task, outcome, attempt: request.retryCount });
    } catch (error) {
      if (error instanceof ScheduledPublishError)
        logger.warn('publish-scheduled failed; the document stays scheduled', {
          ...task,
          reason: error.message,
        });
      else logger.error('publish-scheduled failed', { ...task, error: String(error) });
      throw error;
    }
  },
);
