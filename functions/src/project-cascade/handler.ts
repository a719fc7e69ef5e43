import { COLLECTIONS } from '@portfolio/model/collections';
import {
  objectsNamed,
  trashLabel,
  TRASH_KEEP_MS,
  type Fields,
  type TrashedFile,
  type TrashEntryDoc,
} from '@portfolio/model/content-life';

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface CascadeDeps {
  /**
   * Whether a project document with this id exists now. A delete event can arrive after the
   * project was written again under the same id (the demo seed does this); its files then
   * belong to the new project and must stay.
   */
  projectExists(projectId: string): Promise<boolean>;
  /** The project_files documents whose project_id is the deleted project. */
  listFiles(projectId: string): Promise<TrashedFile[]>;
  /**
   * Writes the project's trash entry, or adds these files to it when a retry finds it written
   * (the first run may have deleted some file documents already).
   */
  putInTrash(id: string, entry: TrashEntryDoc<Date>): Promise<void>;
  /** Deletes these documents (at most DOC_BATCH) in one batched write. */
  deleteFileDocs(ids: readonly string[]): Promise<void>;
  bucket: string;
  logger: Logger;
}

/** Documents per batched write (Firestore allows 500). */
export const DOC_BATCH = 400;

interface CascadeReport {
  trashed: boolean;
  deletedDocs: number;
}

/**
 * After a project is deleted: put it in the trash with its file records (and so with every object
 * they and its image name), then delete the file records in batched writes. The objects stay:
 * the trash entry names them until it is purged. Safe to run twice (events are delivered at least
 * once): the entry gains what it lacks and missing documents count as done.
 */
export async function cascadeProjectDelete(
  projectId: string,
  project: Fields | undefined,
  trash: { entryId: string; atMillis: number },
  deps: CascadeDeps,
): Promise<CascadeReport> {
  const report: CascadeReport = { trashed: false, deletedDocs: 0 };
  const { logger } = deps;
  const recreated = async () => {
    if (!(await deps.projectExists(projectId))) return false;
    logger.info('Project cascade skipped: a project with this id exists again', { projectId, ...report });
    return true;
  };
  if (await recreated()) return report;

  const files = await deps.listFiles(projectId);
  if (project) {
    const objects = [
      ...objectsNamed(COLLECTIONS.projects, project, deps.bucket),
      ...files.flatMap((f) => objectsNamed(COLLECTIONS.projectFiles, f.data, deps.bucket)),
    ];
    await deps.putInTrash(trash.entryId, {
      collection: COLLECTIONS.projects,
      doc_id: projectId,
      data: project,
      files,
      objects: [...new Set(objects)],
      label: trashLabel(COLLECTIONS.projects, projectId, project),
      deleted_at: new Date(trash.atMillis),
      purge_at: new Date(trash.atMillis + TRASH_KEEP_MS),
    });
    report.trashed = true;
  }

  for (let start = 0; start < files.length; start += DOC_BATCH) {
    // Checked again per batch: the project may be written again while a large cascade runs.
    if (start > 0 && (await recreated())) return report;
    const ids = files.slice(start, start + DOC_BATCH).map((f) => f.id);
    await deps.deleteFileDocs(ids);
    report.deletedDocs += ids.length;
  }

  logger.info('Project cascade done', { projectId, ...report });
  return report;
}
