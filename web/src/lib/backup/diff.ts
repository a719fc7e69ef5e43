import type { CollectionName } from '@portfolio/model/collections';
import { ADMIN_COLLECTIONS, ALL_COLLECTIONS, storageFieldsOf } from '@portfolio/model/content-types';
import { TIME_FIELDS, type BackupContent, type BackupDoc, type JsonValue } from './format';
import { sameCvSettings, type CvSettingsJson } from './cv-settings';
import { documentObjects, originalPath } from './refs';

export interface CollectionChange {
  /** In the backup, not in the database. */
  added: string[];
  /** In both, but different. */
  replaced: string[];
  /** In the database, not in the backup. */
  removed: string[];
  unchanged: string[];
}

/** The settings documents a restore writes beside the collections, each under its own key. */
export const CV_SETTINGS_KEY = 'cv_settings';

export type RestoreDiff = Record<CollectionName | typeof CV_SETTINGS_KEY, CollectionChange>;

/**
 * A document as compared: without machine times (a restore cannot write them back: the server
 * stamps them), and with links to our objects as the object's first name, so a document that
 * points at the restored copy of its file counts as unchanged.
 */
function comparable(collection: CollectionName, doc: BackupDoc, bucket: string): string {
  const data: Record<string, JsonValue> = { ...doc.data };
  for (const field of TIME_FIELDS) delete data[field];
  for (const { field, path } of documentObjects(collection, doc.data, bucket)) {
    data[field] = `object:${originalPath(path)}`;
  }
  if (typeof data.storage_path === 'string' && data.storage_path !== '') {
    data.storage_path = originalPath(data.storage_path);
  }
  // Every field naming an object by path (a paper's pdf_storage_path) alike.
  for (const { field, form } of storageFieldsOf(collection, doc.data)) {
    const value = data[field];
    if (form === 'path' && typeof value === 'string' && value !== '') data[field] = originalPath(value);
  }
  return stableJson(data);
}

function stableJson(value: JsonValue): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${stableJson(value[k]!)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * What restoring the backup's CV settings over `current` would change (the document's id is
 * `cv`). A backup without settings (made before they were kept) changes nothing; one that had
 * none removes those saved since.
 */
function cvSettingsChange(backup: BackupContent, current: CvSettingsJson | null): CollectionChange {
  const change: CollectionChange = { added: [], replaced: [], removed: [], unchanged: [] };
  if (!backup.settings) return change;
  const wanted = backup.settings.cv;
  if (wanted === null) (current === null ? change.unchanged : change.removed).push('cv');
  else if (current === null) change.added.push('cv');
  else (sameCvSettings(wanted, current) ? change.unchanged : change.replaced).push('cv');
  return change;
}

/**
 * Per collection, and for the CV settings, what restoring `backup` over `current` and
 * `currentCv` (read from `bucket`) would change.
 */
export function diffBackup(
  backup: BackupContent,
  current: Record<CollectionName, BackupDoc[]>,
  bucket: string,
  currentCv: CvSettingsJson | null,
): RestoreDiff {
  const diff = { [CV_SETTINGS_KEY]: cvSettingsChange(backup, currentCv) } as RestoreDiff;
  for (const name of ALL_COLLECTIONS) {
    const change: CollectionChange = { added: [], replaced: [], removed: [], unchanged: [] };
    diff[name] = change;
    // A restore writes the admin's collections. The contact messages only the contact function
    // may store: they stay in the backup for the admin to read, and are left as they are.
    if (!(ADMIN_COLLECTIONS as readonly CollectionName[]).includes(name)) continue;
    // A backup made before the collection existed says nothing about its documents.
    if (backup.lacks?.includes(name)) continue;
    const now = new Map(current[name].map((d) => [d.id, d]));
    const wanted = new Set<string>();
    for (const doc of backup.collections[name]) {
      wanted.add(doc.id);
      const existing = now.get(doc.id);
      if (!existing) change.added.push(doc.id);
      else if (comparable(name, existing, bucket) === comparable(name, doc, backup.bucket)) {
        change.unchanged.push(doc.id);
      } else change.replaced.push(doc.id);
    }
    for (const id of now.keys()) if (!wanted.has(id)) change.removed.push(id);
  }
  return diff;
}

/** True when the restore would write nothing. */
export function isNoChange(diff: RestoreDiff): boolean {
  return Object.values(diff).every((c) => !c.added.length && !c.replaced.length && !c.removed.length);
}
