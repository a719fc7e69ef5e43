import { readSchedule } from './read-schedule';

let loading: Promise<void> | undefined;

/**
 * Loads the Firebase app, then the Firestore lite client, each evaluated in a task of its own.
 * Evaluated together with a page's readers they were one long task on a phone, right after
 * hydration, when a prerendered page refreshes its content. A failed load (offline, a chunk gone
 * after a deploy) is tried again on the next read.
 */
export function loadLiteClient(): Promise<void> {
  loading ??= (async () => {
    await import('./app');
    await readSchedule().yieldToPage();
    await import('firebase/firestore/lite');
    await readSchedule().yieldToPage();
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
