import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { CONTENT_TRASH, TRASH_PURGE_FUNCTION } from '@portfolio/model/content-life';
import { RESTORE_RECORDS_FUNCTION } from '@portfolio/model/limits';
import { db, fullConverter, functions } from '@/data/firebase/full';
import { purgeInSteps, type PurgeStep, type PurgeSummary } from '@/lib/purge-in-steps';
import { trashEntryCodec, type TrashEntry } from './model';

export type { TrashEntry };

/** Every trash entry, newest delete first, live; returns the unsubscribe function. */
export function subscribeTrash(onEntries: (entries: TrashEntry[]) => void, onError: (error: Error) => void) {
  const q = query(
    collection(db, CONTENT_TRASH).withConverter(fullConverter(trashEntryCodec)),
    orderBy('deleted_at', 'desc'),
  );
  return onSnapshot(q, (snapshot) => onEntries(snapshot.docs.map((d) => d.data())), onError);
}

export interface RestoredEntry {
  collection: string;
  docId: string;
  files: number;
  /** A project's addresses that another project took while it was in the trash. */
  addressesTaken?: string[];
}

/** The restore callable: the document back under its id, a project with its files. */
export async function restoreFromTrash(entryId: string): Promise<RestoredEntry> {
  const call = httpsCallable<{ kind: 'trash'; entryId: string }, RestoredEntry>(
    functions,
    RESTORE_RECORDS_FUNCTION,
    { timeout: 300_000 },
  );
  return (await call({ kind: 'trash', entryId })).data;
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
