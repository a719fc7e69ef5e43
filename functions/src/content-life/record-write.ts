import { COLLECTIONS } from '@portfolio/model/collections';
import {
  changedFields,
  entryId,
  historyKind,
  historyToPrune,
  objectsNamed,
  trashLabel,
  TRASH_KEEP_MS,
  type ContentCollection,
  type Fields,
  type HistoryEntryDoc,
  type TrashEntryDoc,
} from '@portfolio/model/content-life';

/** One write of a content document, as the trigger saw it. */
export interface ContentWrite {
  collection: ContentCollection;
  docId: string;
  /** The event's id: delivered again on a retry, so every write below is keyed by it. */
  eventId: string;
  atMillis: number;
  before: Fields | null;
  after: Fields | null;
  by: string | null;
  byType: string;
}

export interface RecordDeps {
  /** Writes (or writes again, on a retry) one history entry. */
  writeHistory(id: string, entry: HistoryEntryDoc<Date>): Promise<void>;
  /** The versions of one document: id and time. */
  listVersions(
    collection: ContentCollection,
    docId: string,
  ): Promise<Array<{ id: string; atMillis: number }>>;
  deleteHistory(ids: readonly string[]): Promise<void>;
  writeTrash(id: string, entry: TrashEntryDoc<Date>): Promise<void>;
  projectExists(projectId: string): Promise<boolean>;
  /** Hands objects no longer named by this document to the collector (which checks everything else). */
  release(paths: readonly string[]): Promise<void>;
  bucket: string;
}

export interface RecordReport {
  historyId: string;
  pruned: number;
  trashId: string | null;
  released: string[];
}

/**
 * Everything that follows a write of a content document: its history entry, the pruning of its
 * old versions, a trash entry when it was deleted, and the objects it stopped naming.
 *
 * A deleted project goes to the trash with its files through the project cascade, which knows the
 * files; a project file deleted with its project is inside that entry, so only a file deleted on
 * its own (its project still there) gets an entry of its own.
 */
export async function recordContentWrite(write: ContentWrite, deps: RecordDeps): Promise<RecordReport> {
  const { collection, docId, before, after } = write;
  const historyId = entryId(collection, docId, write.eventId);
  const earlier = (await deps.listVersions(collection, docId)).filter((v) => v.id !== historyId);
  // Versions sort by time; where event times are coarse (whole seconds), a later write still
  // sorts after the versions already recorded.
  const atMillis = Math.max(write.atMillis, ...earlier.map((v) => v.atMillis + 1));
  const at = new Date(atMillis);
  await deps.writeHistory(historyId, {
    collection,
    doc_id: docId,
    kind: historyKind(before, after),
    before,
    after,
    changed: changedFields(before, after),
    at,
    by: write.by,
    by_type: write.byType,
  });

  const pruned = historyToPrune([...earlier, { id: historyId, atMillis }], atMillis);
  if (pruned.length > 0) await deps.deleteHistory(pruned);

  let trashId: string | null = null;
  if (before && !after && (await goesToTrashAlone(collection, before, deps))) {
    trashId = entryId(collection, docId, write.eventId);
    await deps.writeTrash(trashId, {
      collection,
      doc_id: docId,
      data: before,
      files: [],
      objects: objectsNamed(collection, before, deps.bucket),
      label: trashLabel(collection, docId, before),
      deleted_at: at,
      purge_at: new Date(atMillis + TRASH_KEEP_MS),
    });
  }

  // A deleted document's objects are held by its trash entry; a changed one may have let go of
  // some (a replaced image).
  const released =
    before && after
      ? objectsNamed(collection, before, deps.bucket).filter(
          (path) => !objectsNamed(collection, after, deps.bucket).includes(path),
        )
      : [];
  if (released.length > 0) await deps.release(released);
  return { historyId, pruned: pruned.length, trashId, released };
}

async function goesToTrashAlone(collection: ContentCollection, before: Fields, deps: RecordDeps) {
  if (collection === COLLECTIONS.projects) return false;
  if (collection !== COLLECTIONS.projectFiles) return true;
  return typeof before.project_id === 'string' && deps.projectExists(before.project_id);
}
