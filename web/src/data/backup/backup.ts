import { collection, getDoc, getDocs } from 'firebase/firestore';
import { getBytes, getMetadata, ref } from 'firebase/storage';
import type { CollectionName } from '@portfolio/model/collections';
import { ALL_COLLECTIONS } from '@portfolio/model/content-types';
import { env } from '@/config/env';
import type { CvSettingsJson } from '@/lib/backup/cv-settings';
import { diffBackup, type RestoreDiff } from '@/lib/backup/diff';
import {
  BACKUP_FORMAT,
  BACKUP_VERSION,
  emptyCollections,
  encodeBackup,
  toJson,
  type Backup,
  type BackupContent,
  type BackupDoc,
  type BackupObject,
  type JsonValue,
} from '@/lib/backup/format';
import { fileFields, objectPath } from '@/lib/backup/refs';
import { cvSettingsDoc } from '@/data/cv-settings/admin';
import { db, storage } from '@/data/firebase/full';

export interface BackupProgress {
  /** Files fetched (or uploaded) so far, of `total`. */
  done: number;
  total: number;
}

function bucket(): string {
  return env.firebase.storageBucket;
}

/** Every document of every collection, as plain JSON (times as ISO strings). */
export async function readAllContent(): Promise<Record<CollectionName, BackupDoc[]>> {
  const collections = emptyCollections();
  await Promise.all(
    ALL_COLLECTIONS.map(async (name) => {
      const snap = await getDocs(collection(db, name));
      collections[name] = snap.docs
        .map((d) => ({ id: d.id, data: toJson(d.data()) as Record<string, JsonValue> }))
        .sort((a, b) => a.id.localeCompare(b.id));
    }),
  );
  return collections;
}

/** The CV settings as plain JSON, or null when the admin has not saved any. */
export async function readCvSettings(): Promise<CvSettingsJson | null> {
  const snapshot = await getDoc(cvSettingsDoc());
  return snapshot.exists() ? (toJson(snapshot.data()) as CvSettingsJson) : null;
}

/**
 * The whole content and every object it points at, zipped. Objects of ours that no longer exist
 * are left out and named in `missing_objects`; links elsewhere are listed, not copied.
 */
export async function createBackup(
  onProgress: (progress: BackupProgress) => void = () => {},
  now = new Date(),
): Promise<Uint8Array> {
  const [collections, cv] = await Promise.all([readAllContent(), readCvSettings()]);
  const paths = new Set<string>();
  const linked = new Set<string>();
  for (const name of ALL_COLLECTIONS) {
    for (const d of collections[name]) {
      for (const field of fileFields(name, d.data)) {
        const value = d.data[field];
        if (typeof value !== 'string' || value === '' || value === '#') continue;
        const path = objectPath(value, bucket());
        if (path) paths.add(path);
        else linked.add(value);
      }
    }
  }

  const files = new Map<string, Uint8Array>();
  const objects: BackupObject[] = [];
  const missing: string[] = [];
  const list = [...paths].sort();
  onProgress({ done: 0, total: list.length });
  let done = 0;
  for (const path of list) {
    try {
      const object = ref(storage, path);
      const [bytes, meta] = await Promise.all([getBytes(object), getMetadata(object)]);
      const data = new Uint8Array(bytes);
      files.set(path, data);
      objects.push({
        path,
        size: data.length,
        content_type: meta.contentType || 'application/octet-stream',
        ...(meta.contentDisposition ? { content_disposition: meta.contentDisposition } : {}),
      });
    } catch (error) {
      if (!isNotFound(error)) throw error;
      missing.push(path);
    }
    onProgress({ done: ++done, total: list.length });
  }

  const content: BackupContent = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    created_at: now.toISOString(),
    bucket: bucket(),
    collections,
    objects,
    missing_objects: missing,
    linked_urls: [...linked].sort(),
    settings: { cv },
  };
  return encodeBackup({ content, files });
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    error.code === 'storage/object-not-found'
  );
}

/** What restoring `backup` here would change, per collection. */
export async function previewRestore(backup: Backup): Promise<RestoreDiff> {
  const [current, cv] = await Promise.all([readAllContent(), readCvSettings()]);
  return diffBackup(backup.content, current, bucket(), cv);
}
