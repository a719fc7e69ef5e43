import { loadLiteClient } from '@/data/firebase/load-lite-client';
import type { PublicDb } from '@/data/firebase/public-db';
import { readSchedule } from '@/data/firebase/read-schedule';

/**
 * A collection's reader module, imported on a page's first fetch (the app's read schedule puts a
 * break between its evaluation and its queries): a prerendered page hydrates from
 * its embedded content and refreshes it afterwards, so the first download carries neither the
 * readers nor the Firestore client under them (about 35 KB gzip). The client is evaluated first,
 * on its own; the reader's queries then start in a task after the module's evaluation, since the
 * first queries of a page (a home page sends eight) and the evaluation together were one long task
 * on a phone. A read on a client of its own (the publish function's Admin SDK) just loads the
 * module.
 */
export const reader =
  <M>(load: () => Promise<M>) =>
  async (db?: PublicDb): Promise<M> => {
    if (db) return load();
    await loadLiteClient();
    const module = await load();
    await readSchedule().yieldToPage();
    return module;
  };
