import { isContentCollection, type Fields } from '@portfolio/model/content-life';
import { withStatus } from '@portfolio/model/content-status';
import { dateFieldsOf } from '@portfolio/model/content-types';
import { RESTORE_WRITES_MAX } from '@portfolio/model/limits';
import { checkDocuments, type DocumentStore, type RemovedDocument, type RestoredDocument } from './documents';
import type { RecordsStore } from './records';
import { isRecord, RestoreError } from './restore-error';

export interface BackupWritesDeps extends DocumentStore, Pick<RecordsStore, 'createdAt'> {
  now(): Date;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
const isIsoTime = (v: unknown): boolean =>
  typeof v === 'string' && ISO_TIME.test(v) && !Number.isNaN(Date.parse(v));

function parse(input: unknown): { documents: RestoredDocument[]; removed: RemovedDocument[] } {
  const writes = (input as { writes?: unknown } | null)?.writes;
  if (!Array.isArray(writes) || writes.length === 0)
    throw new RestoreError('invalid-argument', "Expected { kind: 'backup', writes: [...] }.");
  if (writes.length > RESTORE_WRITES_MAX)
    throw new RestoreError('invalid-argument', `At most ${RESTORE_WRITES_MAX} documents in one call.`);
  const documents: RestoredDocument[] = [];
  const removed: RemovedDocument[] = [];
  for (const w of writes as unknown[]) {
    if (!isRecord(w) || !isContentCollection(w.collection) || typeof w.id !== 'string')
      throw new RestoreError('invalid-argument', 'A document to restore names no collection of the admin.');
    if (w.remove === true) removed.push({ collection: w.collection, id: w.id });
    // A document from before drafts was public: it comes back published.
    else if (isRecord(w.data))
      documents.push({ collection: w.collection, id: w.id, data: withStatus(w.collection, w.data) });
    else throw new RestoreError('invalid-argument', `${w.collection}/${w.id}: no data to write.`);
  }
  return { documents, removed };
}

/**
 * One batch of a backup restore, written at once or not at all: the documents as the backup has
 * them (their links already pointing at the objects the browser uploaded), then the removals. The
 * browser plans the batches so that nothing is removed before everything is written and read
 * back. created_at is the backup's own (the document's original time); updated_at is now; a
 * date the admin set (a note's publish date) is the backup's.
 * `times` counts the documents whose original created_at this put back (new ones, and those whose
 * stored time differed), as the admin's summary reports them.
 */
export async function restoreBackupWrites(
  deps: BackupWritesDeps,
  input: unknown,
  by?: string,
): Promise<{ written: number; removed: number; times: number }> {
  const { documents, removed } = parse(input);
  // Checked as the backup has them, times as ISO text, as the browser checked the file.
  await checkDocuments(deps, documents, isIsoTime);
  const timed = documents.flatMap(({ collection, id, data }) =>
    typeof data.created_at === 'string' ? [{ collection, id, created_at: data.created_at }] : [],
  );
  const storedTimes = await deps.createdAt(timed);
  const times = timed.filter(
    (t) => storedTimes.get(`${t.collection}/${t.id}`) !== Date.parse(t.created_at),
  ).length;
  const now = deps.now();
  const stored = documents.map((d): RestoredDocument => {
    const data: Fields = { ...d.data };
    if (typeof data.created_at === 'string') data.created_at = new Date(data.created_at);
    if ('updated_at' in data) data.updated_at = now;
    // A date the admin set is a time again, as it was stored (the rules want a timestamp).
    for (const field of dateFieldsOf(d.collection)) {
      if (typeof data[field] === 'string') data[field] = new Date(data[field]);
    }
    return { ...d, data };
  });
  await deps.writeDocuments(stored, removed, by);
  return { written: documents.length, removed: removed.length, times };
}
