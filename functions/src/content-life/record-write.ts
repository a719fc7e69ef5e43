import { COLLECTIONS } from '@portfolio/model/collections';
import type {
  ContentCollection,
  HistoryEntryDoc,
  TrashedFile,
  TrashEntryDoc,
} from '@portfolio/model/content-life';
import { planContentWrite, type ContentWrite, type WritePlan } from './plan';

export type { ContentWrite };

export interface RecordDeps {
  /** Moves the unpublished-changes mark to this time unless a newer write is marked already. */
  mark(atMillis: number): Promise<void>;
  /** Writes (or writes again, on a retry) one history entry. */
  writeHistory(id: string, entry: HistoryEntryDoc<Date>): Promise<void>;
  /** The versions of one document: id and time. */
  listVersions(
    collection: ContentCollection,
    docId: string,
  ): Promise<Array<{ id: string; atMillis: number }>>;
  deleteHistory(ids: readonly string[]): Promise<void>;
  /**
   * Writes a trash entry, or adds these files to it when a retry finds it written (the first run
   * may have deleted some of a project's file records already).
   */
  writeTrash(id: string, entry: TrashEntryDoc<Date>): Promise<void>;
  projectExists(projectId: string): Promise<boolean>;
  /** The project_files documents whose project_id is this project. */
  listFiles(projectId: string): Promise<TrashedFile[]>;
  /** Deletes these file records (at most DOC_BATCH) in one batched write. */
  deleteFileDocs(ids: readonly string[]): Promise<void>;
  /** Hands objects no longer named by this document to the collector (which checks everything else). */
  release(paths: readonly string[]): Promise<void>;
  /** Records again, for each upload, whether any content names it (what visitors may fetch). */
  recheck(paths: readonly string[]): Promise<void>;
  /** Deletes the claims to these addresses that still name this project, while it stays deleted. */
  releaseClaims(projectId: string, slugs: readonly string[]): Promise<void>;
  bucket: string;
}

/** Documents per batched write (Firestore allows 500). */
export const DOC_BATCH = 400;

export interface RecordReport {
  historyId: string;
  pruned: number;
  trashId: string | null;
  released: string[];
  /** A deleted project's file records removed. */
  deletedFiles: number;
}

/** The project whose existence the plan needs: a deleted file's, or a deleted project itself. */
function projectInQuestion({ collection, docId, before, after }: ContentWrite): string | null {
  if (!before || after) return null;
  if (collection === COLLECTIONS.projects) return docId;
  if (collection === COLLECTIONS.projectFiles && typeof before.project_id === 'string')
    return before.project_id;
  return null;
}

/**
 * Everything that follows a write of a content document, one trigger per collection: reads what
 * the plan needs, plans (planContentWrite), then carries the plan out. Safe to run twice (events
 * are delivered at least once): every write is keyed by the event, the trash entry gains what it
 * lacks, missing file records count as done, and the mark only moves forward.
 */
export async function recordContentWrite(write: ContentWrite, deps: RecordDeps): Promise<RecordReport> {
  const project = projectInQuestion(write);
  const projectExists = project !== null && (await deps.projectExists(project));
  const deletedProject = write.collection === COLLECTIONS.projects && project !== null;
  const plan: WritePlan = planContentWrite(write, {
    earlier: await deps.listVersions(write.collection, write.docId),
    projectExists,
    files: deletedProject && !projectExists ? await deps.listFiles(write.docId) : [],
    bucket: deps.bucket,
  });
  if (plan.mark !== null) await deps.mark(plan.mark);
  await deps.writeHistory(plan.history.id, plan.history.entry);
  if (plan.prune.length > 0) await deps.deleteHistory(plan.prune);
  if (plan.trash) await deps.writeTrash(plan.trash.id, plan.trash.entry);
  // After the trash entry: it keeps the addresses the restore claims again.
  if (plan.releaseClaims.length > 0) await deps.releaseClaims(write.docId, plan.releaseClaims);
  if (plan.recheck.length > 0) await deps.recheck(plan.recheck);
  if (plan.release.length > 0) await deps.release(plan.release);
  let deletedFiles = 0;
  for (let start = 0; start < plan.deleteFiles.length; start += DOC_BATCH) {
    // Checked again per batch: the project may be written again while a large cascade runs.
    if (start > 0 && (await deps.projectExists(write.docId))) break;
    const ids = plan.deleteFiles.slice(start, start + DOC_BATCH);
    await deps.deleteFileDocs(ids);
    deletedFiles += ids.length;
  }
  return {
    historyId: plan.history.id,
    pruned: plan.prune.length,
    trashId: plan.trash?.id ?? null,
    released: plan.release,
    deletedFiles,
  };
}
