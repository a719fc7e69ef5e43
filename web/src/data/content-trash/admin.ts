import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { CONTENT_TRASH, TRASH_PURGE_FUNCTION } from '@portfolio/model/content-life';
import { db, fullConverter, functions } from '@/data/firebase/full';
import { callRestore, type RestoredEntry } from '@/data/restore-records/call';
import { purgeInSteps, type PurgeStep, type PurgeSummary } from '@/lib/purge-in-steps';
import { trashEntryCodec, type TrashEntry } from './model';

export type { RestoredEntry, TrashEntry };

/** Every trash entry, newest delete first, live; returns the unsubscribe function. */
export function subscribeTrash(onEntries: (entries: TrashEntry[]) => void, onError: (error: Error) => void) {
  const q = query(
    collection(db, CONTENT_TRASH).withConverter(fullConverter(trashEntryCodec)),
    orderBy('deleted_at', 'desc'),
  );
  return onSnapshot(q, (snapshot) => onEntries(snapshot.docs.map((d) => d.data())), onError);
}

/** The restore callable: the document back under its id, a project with its files. */
export function restoreFromTrash(entryId: string): Promise<RestoredEntry> {
  return callRestore<'trash'>({ kind: 'trash', entryId });
}

/** Expired entries removed per call: few enough that the page's count moves while it works. */
const PURGE_STEP = 10;

/**
 * The callable 'trash-purge', a few entries per call: removes now what the daily purge would
 * (entries past their 30 days), reporting how many of how many are done.
 */
export async function purgeExpiredTrash(
  onProgress?: (done: number, total: number) => void,
): Promise<PurgeSummary> {
  const call = httpsCallable<{ limit: number }, PurgeStep>(functions, TRASH_PURGE_FUNCTION, {
    timeout: 300_000,
  });
  return purgeInSteps(async (limit) => (await call({ limit })).data, PURGE_STEP, onProgress);
}
