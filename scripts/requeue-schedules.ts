/**
 * Run by `npm start` once the emulators are up: queues a scheduled-publish task again for every
 * document still scheduled. The Tasks emulator keeps its queue in memory, so the tasks of the last
 * session went with it; without this, a note scheduled for tomorrow would not go live after a
 * restart. A task for a schedule that also has one still queued is harmless: the second run finds
 * the document published and does nothing.
 *
 *   npx tsx scripts/requeue-schedules.ts
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { LIFECYCLE_COLLECTIONS } from '@portfolio/model/content-types';
import {
  DEMO_PROJECT_ID,
  emulatorPorts,
  parsePortOffset,
  PORT_OFFSET_VARIABLE,
} from '@portfolio/model/emulators';
import type { ScheduledPublishTask } from '@portfolio/model/scheduled-publish';
import { millisOf } from 'functions/scheduled-publish/stored-time';

/** Every document scheduled now, as the task that publishes it. */
export async function scheduledTasks(db: Firestore): Promise<ScheduledPublishTask[]> {
  const tasks: ScheduledPublishTask[] = [];
  for (const collection of LIFECYCLE_COLLECTIONS) {
    const snapshot = await db.collection(collection).where('status', '==', 'scheduled').get();
    for (const doc of snapshot.docs) {
      const publishAt = millisOf(doc.get('publish_at'));
      if (publishAt !== null) tasks.push({ collection, id: doc.id, publishAt });
    }
  }
  return tasks;
}

async function main() {
  const ports = emulatorPorts(parsePortOffset(process.env[PORT_OFFSET_VARIABLE]));
  process.env.FIRESTORE_EMULATOR_HOST ??= `127.0.0.1:${ports.firestore}`;
  process.env.CLOUD_TASKS_EMULATOR_HOST ??= `127.0.0.1:${ports.tasks}`;
  process.env.GCLOUD_PROJECT ??= DEMO_PROJECT_ID;
  // No Google metadata server is needed against the emulators; skip the lookup and its warning.
  process.env.METADATA_SERVER_DETECTION ??= 'none';
  const app = getApps()[0] ?? initializeApp({ projectId: DEMO_PROJECT_ID });
  const tasks = await scheduledTasks(getFirestore(app));
  if (tasks.length === 0) return;
  // Loaded only now: the queue module reads the Tasks emulator's address when it first queues.
  const { enqueueScheduledPublish } = await import('functions/scheduled-publish/queue');
  const started = Date.now();
  for (const task of tasks) {
    await enqueueScheduledPublish(task, `${task.collection}-${task.id}-${task.publishAt}-start${started}`);
  }
  console.log(`Queued the scheduled publish of ${tasks.length} document(s) again`);
}

const invokedPath = process.argv[1] ? resolve(process.argv[1]) : '';
if (invokedPath === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(
        `Could not queue the scheduled publishes again: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    },
  );
}
