import {
  collection,
  doc,
  getDocs,
  serverTimestamp,
  writeBatch,
  type DocumentData,
  type WriteBatch,
} from 'firebase/firestore';
import { getBytes, getDownloadURL, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { COLLECTIONS, type CollectionName } from '@portfolio/model/collections';
import { env } from '@/config/env';
import { diffBackup, RESTORED_COLLECTIONS, type RestoreDiff } from '@/lib/backup/diff';
import {
  BACKUP_COLLECTIONS,
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
import { documentObjects, fileFields, objectPath, restoredPath } from '@/lib/backup/refs';
import { db, storage } from '@/data/firebase/full';

/** Firestore allows 500 writes a batch; fewer leaves room. */
const BATCH_SIZE = 400;

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
    BACKUP_COLLECTIONS.map(async (name) => {
      const snap = await getDocs(collection(db, name));
      collections[name] = snap.docs
        .map((d) => ({ id: d.id, data: toJson(d.data()) as Record<string, JsonValue> }))
        .sort((a, b) => a.id.localeCompare(b.id));
    }),
  );
  return collections;
}

/**
 * The whole content and every object it points at, zipped. Objects of ours that no longer exist
 * are left out and named in `missing_objects`; links elsewhere are listed, not copied.
 */
export async function createBackup(
  onProgress: (progress: BackupProgress) => void = () => {},
  now = new Date(),
): Promise<Uint8Array> {
  const collections = await readAllContent();
  const paths = new Set<string>();
  const linked = new Set<string>();
  for (const name of BACKUP_COLLECTIONS) {
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
  return diffBackup(backup.content, await readAllContent(), bucket());
}

/** A restore stopped part-way: what was written, so the admin knows, and can run it again. */
export class RestoreFailure extends Error {
  override name = 'RestoreFailure';
  constructor(
    readonly written: string[],
    cause: unknown,
  ) {
    super(`The restore stopped after ${written.length} documents`, { cause });
  }
}

export interface RestoreResult {
  written: string[];
  deleted: string[];
  uploaded: number;
}

/**
 * Writes a validated backup: deletes what the backup lacks, uploads the objects the changed
 * documents need (under new names, see restoredPath), then writes the documents in batches,
 * projects before their files. The server stamps machine times (the rules allow no other), so
 * projects are written one by one in their old order to keep that order. Every step is keyed by
 * ids and the backup's time, so running it again after a failure finishes the job.
 */
export async function restoreBackup(
  backup: Backup,
  onProgress: (progress: BackupProgress) => void = () => {},
): Promise<RestoreResult> {
  const { content, files } = backup;
  // Read again: what is written must follow the database as it is now, not as it was previewed.
  const diff = diffBackup(content, await readAllContent(), bucket());
  const existingTimes = await readCreatedAt();
  const written: string[] = [];
  const deleted: string[] = [];
  const objects = new Map(content.objects.map((o) => [o.path, o]));

  try {
    // 1. Deletions. A project file whose document changes is deleted and created again: what a
    // file is (its project, object, type) may not change in place.
    const toDelete: Array<[CollectionName, string]> = [];
    for (const name of RESTORED_COLLECTIONS) for (const id of diff[name].removed) toDelete.push([name, id]);
    for (const id of diff[COLLECTIONS.projectFiles].replaced) toDelete.push([COLLECTIONS.projectFiles, id]);
    await inBatches(toDelete, (batch, [name, id]) => batch.delete(doc(db, name, id)));
    deleted.push(...toDelete.map(([name, id]) => `${name}/${id}`));

    // 2. Objects of the documents to write.
    const toWrite = RESTORED_COLLECTIONS.flatMap((name) => {
      const change = diff[name];
      const ids = new Set([...change.added, ...change.replaced]);
      return content.collections[name].filter((d) => ids.has(d.id)).map((d) => ({ name, d }));
    });
    const needed = new Set<string>();
    for (const { name, d } of toWrite) {
      for (const { path } of documentObjects(name, d.data, content.bucket)) {
        if (objects.has(path)) needed.add(path);
      }
    }
    const urls = new Map<string, { url: string; path: string }>();
    let done = 0;
    onProgress({ done, total: needed.size });
    for (const path of needed) {
      const object = objects.get(path)!;
      const target = restoredPath(path, content.created_at);
      urls.set(path, { url: await uploadOnce(target, files.get(path)!, object), path: target });
      onProgress({ done: ++done, total: needed.size });
    }

    // 3. Documents, in the order of RESTORED_COLLECTIONS (projects before their files).
    const fresh = new Set(
      RESTORED_COLLECTIONS.flatMap((name) => diff[name].added.map((id) => `${name}/${id}`)),
    );
    for (const id of diff[COLLECTIONS.projectFiles].replaced) fresh.add(`${COLLECTIONS.projectFiles}/${id}`);
    const build = (name: CollectionName, d: BackupDoc): DocumentData => {
      const data: DocumentData = { ...d.data };
      for (const { field, path } of documentObjects(name, d.data, content.bucket)) {
        const restored = urls.get(path);
        if (!restored) continue; // a missing object: the old link stays
        data[field] = restored.url;
        if (name === COLLECTIONS.projectFiles) data.storage_path = restored.path;
      }
      if ('updated_at' in data) data.updated_at = serverTimestamp();
      if ('created_at' in data) {
        const key = `${name}/${d.id}`;
        data.created_at = fresh.has(key) ? serverTimestamp() : (existingTimes.get(key) ?? serverTimestamp());
      }
      return data;
    };
    for (const name of RESTORED_COLLECTIONS) {
      const docs = toWrite.filter((w) => w.name === name).map((w) => w.d);
      if (name === COLLECTIONS.projects) {
        // Oldest first, one commit each: each new project gets a later server time than the last.
        const ordered = [...docs].sort((a, b) =>
          String(a.data.created_at).localeCompare(String(b.data.created_at)),
        );
        for (const d of ordered) {
          await inBatches([d], (batch, one) => batch.set(doc(db, name, one.id), build(name, one)));
          written.push(`${name}/${d.id}`);
        }
        continue;
      }
      await inBatches(
        docs,
        (batch, one) => batch.set(doc(db, name, one.id), build(name, one)),
        (chunk) => written.push(...chunk.map((one) => `${name}/${one.id}`)),
      );
    }
    return { written, deleted, uploaded: needed.size };
  } catch (error) {
    throw new RestoreFailure(written, error);
  }
}

/** created_at of every document that has one, by `collection/id`, to keep it on a replace. */
async function readCreatedAt(): Promise<Map<string, unknown>> {
  const times = new Map<string, unknown>();
  await Promise.all(
    RESTORED_COLLECTIONS.map(async (name) => {
      const snap = await getDocs(collection(db, name));
      for (const d of snap.docs) {
        const value: unknown = d.get('created_at');
        if (value !== undefined) times.set(`${name}/${d.id}`, value);
      }
    }),
  );
  return times;
}

/** Uploads unless a run before this one already did (same path, same size). */
async function uploadOnce(path: string, bytes: Uint8Array, object: BackupObject): Promise<string> {
  const target = ref(storage, path);
  const existing = await getMetadata(target).catch(() => null);
  if (!existing || existing.size !== bytes.length) {
    await uploadBytes(target, bytes, {
      contentType: object.content_type,
      cacheControl: 'public, max-age=31536000, immutable',
      ...(object.content_disposition ? { contentDisposition: object.content_disposition } : {}),
    });
  }
  return getDownloadURL(target);
}

async function inBatches<T>(
  items: T[],
  add: (batch: WriteBatch, item: T) => void,
  committed: (chunk: T[]) => void = () => {},
): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH_SIZE) {
    const chunk = items.slice(i, i + BATCH_SIZE);
    const batch = writeBatch(db);
    for (const item of chunk) add(batch, item);
    await batch.commit();
    committed(chunk);
  }
}
