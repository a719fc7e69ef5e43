import { STORAGE_FOLDERS } from '@portfolio/model/collections';
import { isObjectIn, storagePathFromUrl } from '@portfolio/model/storage-paths';

export interface FileRow {
  id: string;
  storage_path: unknown;
}

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
  listFiles(projectId: string): Promise<FileRow[]>;
  /** Deletes these documents (at most DOC_BATCH) in one batched write. */
  deleteFileDocs(ids: readonly string[]): Promise<void>;
  /** Whether a project_files document of another project names this Storage path. */
  pathUsedElsewhere(path: string, projectId: string): Promise<boolean>;
  /**
   * Deletes a Storage object and resolves when it is gone, also when it never existed.
   * Absent when Storage cannot be reached (the emulators without the Storage emulator).
   */
  deleteObject?: (path: string) => Promise<void>;
  /** Whether another project still shows this image URL (then the image must stay). */
  imageStillUsed(url: string): Promise<boolean>;
  /** Name of the default bucket: only its objects are ours to delete. */
  bucket: string;
  logger: Logger;
}

/** Documents per batched write (Firestore allows 500) and Storage deletes running at once. */
export const DOC_BATCH = 400;
export const OBJECT_CONCURRENCY = 16;

interface CascadeReport {
  deletedDocs: number;
  deletedObjects: string[];
  /** Files whose object could not be deleted: their documents are kept for the next try. */
  failed: string[];
}

/** A project file's object lives directly under files/ (storage.rules); anything else is not ours. */
export function ownedFilePath(path: unknown): string | null {
  return typeof path === 'string' && isObjectIn(path, STORAGE_FOLDERS.projectFiles) ? path : null;
}

/**
 * The Storage path behind a download URL (production or emulator) of our bucket under
 * projects/, or null for anything else (pasted URLs, demo images, other buckets).
 */
export function projectImagePath(url: unknown, bucket: string): string | null {
  if (typeof url !== 'string') return null;
  const path = storagePathFromUrl(url, bucket);
  return path !== null && isObjectIn(path, STORAGE_FOLDERS.projectImages) ? path : null;
}

/**
 * After a project is deleted: delete its files' Storage objects (several at a time), then their
 * documents (in batched writes), and the project image if no other project uses it. Safe to run twice (events are delivered at least
 * once): missing objects and documents count as done. An object that cannot be deleted keeps its
 * document, so nothing is orphaned and a retry can finish the job; the run then fails loudly.
 */
export async function cascadeProjectDelete(
  projectId: string,
  project: { image_url?: unknown } | undefined,
  deps: CascadeDeps,
): Promise<CascadeReport> {
  const report: CascadeReport = { deletedDocs: 0, deletedObjects: [], failed: [] };
  const { deleteObject, logger } = deps;
  const recreated = async () => {
    if (!(await deps.projectExists(projectId))) return false;
    logger.info('Project cascade skipped: a project with this id exists again', { projectId, ...report });
    return true;
  };
  if (await recreated()) return report;
  if (!deleteObject)
    logger.warn('Storage is not available: project file objects are left alone', { projectId });

  const removeObject = async (path: string): Promise<boolean> => {
    if (!deleteObject) return true;
    try {
      await deleteObject(path);
      report.deletedObjects.push(path);
      return true;
    } catch (error) {
      logger.error('Could not delete a Storage object', { projectId, path, error: String(error) });
      return false;
    }
  };

  // An object is deleted only when no other project's file still names it; a file whose object
  // could not be deleted keeps its document for the retry.
  const removeFileObject = async (file: FileRow): Promise<boolean> => {
    const path = ownedFilePath(file.storage_path);
    if (!path) return true;
    if (await deps.pathUsedElsewhere(path, projectId)) {
      logger.warn('Storage object kept: another project still uses it', { projectId, path });
      return true;
    }
    return removeObject(path);
  };

  const files = await deps.listFiles(projectId);
  for (let start = 0; start < files.length; start += DOC_BATCH) {
    // Checked again per batch: the project may be written again while a large cascade runs.
    if (start > 0 && (await recreated())) return report;
    const chunk = files.slice(start, start + DOC_BATCH);
    const done: string[] = [];
    for (let i = 0; i < chunk.length; i += OBJECT_CONCURRENCY) {
      const slice = chunk.slice(i, i + OBJECT_CONCURRENCY);
      const removed = await Promise.all(slice.map(removeFileObject));
      slice.forEach((file, k) => (removed[k] ? done.push(file.id) : report.failed.push(file.id)));
    }
    if (done.length > 0) await deps.deleteFileDocs(done);
    report.deletedDocs += done.length;
  }

  const image = projectImagePath(project?.image_url, deps.bucket);
  if (image && !(await deps.imageStillUsed(project!.image_url as string))) await removeObject(image);

  logger.info('Project cascade done', { projectId, ...report });
  if (report.failed.length > 0) {
    throw new Error(`Project ${projectId}: ${report.failed.length} file object(s) could not be deleted`);
  }
  return report;
}
