import { collection, onSnapshot, orderBy, query } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { CONTENT_TRASH, TRASH_PURGE_FUNCTION, TRASH_RESTORE_FUNCTION } from '@portfolio/model/content-life';
import { db, fullConverter, functions } from '@/data/firebase/full';
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
}

/** The callable 'trash-restore': the document back under its id, a project with its files. */
export async function restoreFromTrash(entryId: string): Promise<RestoredEntry> {
  const call = httpsCallable<{ entryId: string }, RestoredEntry>(functions, TRASH_RESTORE_FUNCTION, {
    timeout: 300_000,
  });
  return (await call({ entryId })).data;
}

export interface PurgeSummary {
  purged: number;
  objectsDeleted: number;
}

/** The callable 'trash-purge': removes now what the daily purge would (entries past their 30 days). */
export async function purgeExpiredTrash(): Promise<PurgeSummary> {
  const call = httpsCallable<Record<string, never>, PurgeSummary>(functions, TRASH_PURGE_FUNCTION, {
    timeout: 300_000,
  });
  return (await call({})).data;
}
