import { httpsCallable } from 'firebase/functions';
import type { CollectionName } from '@portfolio/model/collections';
import { RESTORE_RECORDS_FUNCTION } from '@portfolio/model/limits';
import { functions } from '@/data/firebase/full';
import type { JsonValue } from '@/lib/backup/format';

/** One document a batch of a backup's restore writes, or removes. */
export type DocumentWrite =
  | { collection: CollectionName; id: string; data: Record<string, JsonValue> }
  | { collection: CollectionName; id: string; remove: true };

/** A trash entry put back: where it went, with a project's files and the addresses it lost. */
export interface RestoredEntry {
  collection: string;
  docId: string;
  files: number;
  /** A project's addresses that another project took while it was in the trash. */
  addressesTaken?: string[];
}

/**
 * What each kind of call to the one restore callable sends and answers: a history version, a
 * trash entry, a batch of a backup's documents, or a backup's creation times and messages.
 */
interface RestoreCalls {
  version: [{ kind: 'version'; versionId: string }, unknown];
  trash: [{ kind: 'trash'; entryId: string }, RestoredEntry];
  backup: [{ kind: 'backup'; writes: DocumentWrite[] }, { written: number; removed: number; times: number }];
  records: [
    {
      kind: 'records';
      times: Array<{ collection: CollectionName; id: string; created_at: string }>;
      messages: Array<{ id: string; data: Record<string, JsonValue> }>;
    },
    { times: number; messages: number },
  ];
}

export type RestoreInput<K extends keyof RestoreCalls> = RestoreCalls[K][0];

/**
 * One call to the restore callable, which writes all it is given or nothing. Five minutes: a
 * project comes back from the trash with all its files, and a backup batch may be large.
 */
export async function callRestore<K extends keyof RestoreCalls>(
  input: RestoreInput<K>,
): Promise<RestoreCalls[K][1]> {
  const call = httpsCallable<RestoreInput<K>, RestoreCalls[K][1]>(functions, RESTORE_RECORDS_FUNCTION, {
    timeout: 300_000,
  });
  return (await call(input)).data;
}
