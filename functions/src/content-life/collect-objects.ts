import { STORAGE_FOLDERS } from '@portfolio/model/collections';
import { isObjectIn } from '@portfolio/model/storage-paths';

export interface CollectDeps {
  /**
   * Whether anything still names the object: a content document, a trash entry. Asked per object,
   * right before its delete, so an object named again meanwhile stays.
   */
  isNamed(path: string): Promise<boolean>;
  /** Deletes the object; a missing one counts as deleted. */
  deleteObject(path: string): Promise<void>;
}

export interface CollectReport {
  deleted: string[];
  kept: string[];
  failed: string[];
}

const FOLDERS = Object.values(STORAGE_FOLDERS);

/**
 * Only the uploads of the three content folders are ours to collect; renditions/ and anything
 * else belongs to other code (a rendition goes with its original).
 */
export function collectable(path: string): boolean {
  return FOLDERS.some((folder) => isObjectIn(path, folder));
}

/**
 * Deletes each of these objects that nothing names any more. The one place that decides an
 * object's end: the content triggers, the trash purge and the daily sweep all come here.
 */
export async function collectObjects(paths: readonly string[], deps: CollectDeps): Promise<CollectReport> {
  const report: CollectReport = { deleted: [], kept: [], failed: [] };
  for (const path of new Set(paths)) {
    if (!collectable(path) || (await deps.isNamed(path))) {
      report.kept.push(path);
      continue;
    }
    try {
      await deps.deleteObject(path);
      report.deleted.push(path);
    } catch {
      report.failed.push(path);
    }
  }
  return report;
}

export interface StoredObject {
  path: string;
  createdMillis: number;
}

/** The uploads old enough for the sweep: stored over `graceMs` ago, in a content folder. */
export function sweepCandidates(objects: readonly StoredObject[], now: number, graceMs: number): string[] {
  return objects.filter((o) => collectable(o.path) && now - o.createdMillis > graceMs).map((o) => o.path);
}
