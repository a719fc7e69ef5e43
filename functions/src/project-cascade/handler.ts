import { STORAGE_FOLDERS } from '@portfolio/model/collections';

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
  /** The project_files documents whose project_id is the deleted project. */
  listFiles(projectId: string): Promise<FileRow[]>;
  deleteFileDoc(id: string): Promise<void>;
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

export interface CascadeReport {
  deletedDocs: number;
  deletedObjects: string[];
  /** Files whose object could not be deleted: their documents are kept for the next try. */
  failed: string[];
}

/** A project file's object lives under files/ (storage.rules); anything else is not ours. */
export function ownedFilePath(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  return new RegExp(`^${STORAGE_FOLDERS.projectFiles}/[^/]+$`).test(path) ? path : null;
}

/**
 * The Storage path behind a download URL of our bucket under projects/, or null for anything
 * else (pasted URLs, demo images, other buckets). Handles both production URLs
 * (https://firebasestorage.googleapis.com/v0/b/<bucket>/o/<path>) and the emulator's.
 */
export function projectImagePath(url: unknown, bucket: string): string | null {
  if (typeof url !== 'string' || url === '' || !bucket) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = /^\/v0\/b\/([^/]+)\/o\/([^/]+)$/.exec(parsed.pathname);
  if (!match || decodeURIComponent(match[1]!) !== bucket) return null;
  const path = decodeURIComponent(match[2]!);
  return new RegExp(`^${STORAGE_FOLDERS.projectImages}/[^/]+$`).test(path) ? path : null;
}

/**
 * After a project is deleted: delete its files' Storage objects, then their documents, and the
 * project image if no other project uses it. Safe to run twice (events are delivered at least
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

  for (const file of await deps.listFiles(projectId)) {
    const path = ownedFilePath(file.storage_path);
    if (path && !(await removeObject(path))) {
      report.failed.push(file.id);
      continue;
    }
    await deps.deleteFileDoc(file.id);
    report.deletedDocs += 1;
  }

  const image = projectImagePath(project?.image_url, deps.bucket);
  if (image && !(await deps.imageStillUsed(project!.image_url as string))) await removeObject(image);

  logger.info('Project cascade done', { projectId, ...report });
  if (report.failed.length > 0) {
    throw new Error(`Project ${projectId}: ${report.failed.length} file object(s) could not be deleted`);
  }
  return report;
}
