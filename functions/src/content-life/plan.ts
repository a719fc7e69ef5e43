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
  type TrashedFile,
  type TrashEntryDoc,
} from '@portfolio/model/content-life';
import { statusOf } from '@portfolio/model/content-status';
import { hasLifecycle, VISITOR_COLLECTIONS } from '@portfolio/model/content-types';
import { claimedSlugs } from '@portfolio/model/slug';

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

/** What the plan needs to know of the database, read before it is made. */
export interface WriteFacts {
  /** The versions of the document already recorded: id and time. */
  earlier: ReadonlyArray<{ id: string; atMillis: number }>;
  /**
   * For a deleted project file, whether its project exists (a file deleted with its project is in
   * the project's trash entry); for a deleted project, whether it was written again under its id
   * since (its files then belong to the new project and stay).
   */
  projectExists: boolean;
  /** A deleted project's file records. */
  files: readonly TrashedFile[];
  bucket: string;
}

/** Everything that follows one write, as data: the trigger carries it out in this order. */
export interface WritePlan {
  /** The time the unpublished-changes mark moves to, or null: only what visitors read marks it. */
  mark: number | null;
  history: { id: string; entry: HistoryEntryDoc<Date> };
  /** Versions past keeping. */
  prune: string[];
  /** A deleted document's trash entry (a project's with its files), or null. */
  trash: { id: string; entry: TrashEntryDoc<Date> } | null;
  /** Objects the document stopped naming, for the collector (which checks everything else). */
  release: string[];
  /** A deleted project's file records, removed once its trash entry holds them. */
  deleteFiles: string[];
  /**
   * The uploads the document named before or names now: whether visitors may fetch each is
   * asked again (a new cover becomes public, a replaced or trashed one stops being).
   */
  recheck: string[];
  /**
   * A trashed project's addresses: their claims go with it (its trash entry keeps the addresses,
   * and a restore claims them again), so a deleted project's address is not answered to visitors.
   */
  releaseClaims: string[];
}

/**
 * Whether visitors could see the document before or after the write: only then do the published
 * pages fall behind. A draft's or a schedule's edits change nothing they read (a document from
 * before statuses counts as published, as it was).
 */
function seenByVisitors(collection: string, before: Fields | null, after: Fields | null): boolean {
  if (!(VISITOR_COLLECTIONS as readonly string[]).includes(collection)) return false;
  if (!hasLifecycle(collection)) return true;
  return [before, after].some((d) => d !== null && statusOf(d) === 'published');
}

/**
 * Plans what follows a write of a content document: its history entry (timed after the versions
 * already recorded), the pruning of old versions, a trash entry for a delete, the objects it let
 * go, the file records of a deleted project, and the publish mark at the write's own time.
 */
export function planContentWrite(write: ContentWrite, facts: WriteFacts): WritePlan {
  const { collection, docId, before, after } = write;
  const historyId = entryId(collection, docId, write.eventId);
  const earlier = facts.earlier.filter((v) => v.id !== historyId);
  // Versions sort by time; where event times are coarse (whole seconds), a later write still
  // sorts after the versions already recorded.
  const atMillis = Math.max(write.atMillis, ...earlier.map((v) => v.atMillis + 1));
  const at = new Date(atMillis);
  const history = {
    id: historyId,
    entry: {
      collection,
      doc_id: docId,
      kind: historyKind(before, after),
      before,
      after,
      changed: changedFields(before, after),
      at,
      by: write.by,
      by_type: write.byType,
    },
  };
  const prune = historyToPrune([...earlier, { id: historyId, atMillis }], atMillis);
  const deleted = before !== null && after === null;
  const isProject = collection === COLLECTIONS.projects;
  // A project deleted with the same id written again since keeps nothing in the trash: its
  // files are the new project's. A file deleted with its project is in the project's entry.
  const files = deleted && isProject && !facts.projectExists ? facts.files : [];
  const trashed =
    deleted &&
    (isProject ? !facts.projectExists : collection !== COLLECTIONS.projectFiles || facts.projectExists);
  const objects = (c: ContentCollection, data: Fields) => objectsNamed(c, data, facts.bucket);
  const trash =
    trashed && before
      ? {
          id: entryId(collection, docId, write.eventId),
          entry: {
            collection,
            doc_id: docId,
            data: before,
            files: [...files],
            objects: [
              ...new Set([
                ...objects(collection, before),
                ...files.flatMap((f) => objects(COLLECTIONS.projectFiles, f.data)),
              ]),
            ],
            label: trashLabel(collection, docId, before),
            deleted_at: at,
            purge_at: new Date(atMillis + TRASH_KEEP_MS),
          },
        }
      : null;
  // A deleted document's objects are held by its trash entry; a changed one may have let go of
  // some (a replaced image).
  const release =
    before && after
      ? objects(collection, before).filter((path) => !objects(collection, after).includes(path))
      : [];
  const named = [
    ...objectsNamed(collection, before, facts.bucket),
    ...objectsNamed(collection, after, facts.bucket),
  ];
  return {
    mark: seenByVisitors(collection, before, after) ? write.atMillis : null,
    history,
    prune,
    trash,
    release,
    deleteFiles: files.map((f) => f.id),
    recheck: [...new Set([...named, ...(trash?.entry.objects ?? [])])],
    releaseClaims: trash && isProject && before ? claimedSlugs(before) : [],
  };
}
