import type { CollectionName } from '@portfolio/model/collections';
import { storageFieldsOf } from '@portfolio/model/content-types';
import { storagePathFromUrl } from '@portfolio/model/storage-paths';
import type { JsonValue } from './format';

/** The three upload folders; nothing else in the bucket belongs to the content. */
export const OBJECT_PATH = /^(projects|profiles|files)\/[^/]+$/;

/**
 * The fields of a document that may link to a stored file: the registry's storage fields held as
 * download URLs (a project file's storage_path follows its file_url).
 */
export function fileFields(collection: CollectionName, data: Record<string, JsonValue>): string[] {
  return storageFieldsOf(collection, data)
    .filter((s) => s.form === 'url')
    .map((s) => s.field);
}

/** The object of ours behind a link (one of the upload folders of `bucket`), or null. */
export function objectPath(url: JsonValue | undefined, bucket: string): string | null {
  if (typeof url !== 'string' || url === '') return null;
  const path = storagePathFromUrl(url, bucket);
  return path && OBJECT_PATH.test(path) ? path : null;
}

/** Every stored object a document points at, by field. */
export function documentObjects(
  collection: CollectionName,
  data: Record<string, JsonValue>,
  bucket: string,
): Array<{ field: string; path: string }> {
  const found: Array<{ field: string; path: string }> = [];
  for (const field of fileFields(collection, data)) {
    const path = objectPath(data[field], bucket);
    if (path) found.push({ field, path });
  }
  return found;
}

const RESTORED_SUFFIX = /(-restored[0-9a-z]+)+$/;

function splitName(path: string): { stem: string; ext: string } {
  const slash = path.lastIndexOf('/');
  const dot = path.lastIndexOf('.');
  return dot > slash + 1 ? { stem: path.slice(0, dot), ext: path.slice(dot) } : { stem: path, ext: '' };
}

/**
 * The path an object gets back on restore: its old name with the backup's mark (`-restored<stamp>`).
 * A new name, because the old one may still be deleted by the cascade of the project it belonged
 * to; the same name for every run of one backup, so a restore run again finds its own uploads.
 */
export function restoredPath(path: string, backupCreatedAt: string): string {
  const { stem, ext } = splitName(path);
  const stamp = Date.parse(backupCreatedAt).toString(36);
  return `${stem.replace(RESTORED_SUFFIX, '')}-restored${stamp}${ext}`;
}

/** The name an object had when first uploaded, whatever restores it went through since. */
export function originalPath(path: string): string {
  const { stem, ext } = splitName(path);
  return stem.replace(RESTORED_SUFFIX, '') + ext;
}
