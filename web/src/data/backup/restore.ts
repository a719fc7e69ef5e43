import { deleteDoc, serverTimestamp, setDoc } from 'firebase/firestore';
import { getDownloadURL, getMetadata, ref, uploadBytes } from 'firebase/storage';
import { COLLECTIONS, type CollectionName } from '@portfolio/model/collections';
import {
  addressClaimsOf,
  ADMIN_COLLECTIONS,
  CHILD_COLLECTIONS,
  CREATED_AT_COLLECTIONS,
  SLUG_COLLECTIONS,
  storageFieldsOf,
} from '@portfolio/model/content-types';
import { CV_SETTINGS_PATH } from '@portfolio/model/cv';
import { RESTORE_CALL_BYTES, RESTORE_RECORDS_MAX } from '@portfolio/model/limits';
import { env } from '@/config/env';
import { takenAddress } from '@/lib/backup/addresses';
import { planBatches, splitBySize } from '@/lib/backup/batches';
import { CV_SETTINGS_KEY, diffBackup, type RestoreDiff } from '@/lib/backup/diff';
import {
  BackupError,
  type Backup,
  type BackupDoc,
  type BackupObject,
  type JsonValue,
} from '@/lib/backup/format';
import { documentObjects, originalPath, restoredPath } from '@/lib/backup/refs';
import { storage } from '@/data/firebase/full';
import { cvSettingsDoc } from '@/data/cv-settings/admin';
import { callRestore, type DocumentWrite, type RestoreInput } from '@/data/restore-records/call';
import { readAllContent, readCvSettings } from './backup';

export type RestorePhase = 'uploading' | 'writing' | 'checking' | 'removing' | 'records';

export interface RestoreProgress {
  phase: RestorePhase;
  /** Steps of this phase done so far (files uploaded, documents written or removed), of `total`. */
  done: number;
  total: number;
}

export interface RestoreResult {
  /** `collection/id` of every document written. */
  written: string[];
  /** `collection/id` of every document removed. */
  deleted: string[];
  uploaded: number;
  /** Documents whose original created_at was put back. */
  times: number;
  /** Contact messages put back. */
  messages: number;
}

export interface RestoreOptions {
  onProgress?: (progress: RestoreProgress) => void;
  /**
   * Runs after each upload and each committed batch. Tests throw here to stop the restore at that
   * point, as a closed tab or a lost connection would.
   */
  afterStep?: (phase: RestorePhase, step: number) => void | Promise<void>;
}

/** A restore stopped part-way: what was written and removed, so the admin knows, and can run it again. */
export class RestoreFailure extends Error {
  override name = 'RestoreFailure';
  constructor(
    readonly written: string[],
    readonly deleted: string[],
    cause: unknown,
  ) {
    super(`The restore stopped after writing ${written.length} and removing ${deleted.length} documents`, {
      cause,
    });
  }
}

/** What a file is: the rules let none of it change in place (only its name, text and order). */
function fileIdentity(data: Record<string, JsonValue>, bucket: string): string {
  const objects = documentObjects(COLLECTIONS.projectFiles, data, bucket);
  const object = objects[0] ? `object:${originalPath(objects[0].path)}` : String(data.file_url);
  return JSON.stringify([data.project_id, data.file_type, object]);
}

interface Item {
  name: CollectionName;
  d: BackupDoc;
}

const key = (name: CollectionName, id: string) => `${name}/${id}`;
const CV_SETTINGS_PLACE = `${CV_SETTINGS_PATH.collection}/${CV_SETTINGS_PATH.doc}`;

/**
 * Refuses a backup whose file record would keep naming a stored object (one whose bytes the
 * backup lacks, so its link stays) that another record here names: deleting either file would
 * delete the other's object.
 */
function checkObjectsFree(backup: Backup, current: Record<CollectionName, BackupDoc[]>): void {
  const uploaded = new Set(backup.content.objects.map((o) => o.path));
  const namedBy = new Map<string, string>();
  for (const d of current[COLLECTIONS.projectFiles]) {
    if (typeof d.data.storage_path === 'string' && d.data.storage_path)
      namedBy.set(d.data.storage_path, d.id);
  }
  for (const d of backup.content.collections[COLLECTIONS.projectFiles]) {
    const path = d.data.storage_path;
    if (typeof path !== 'string' || path === '' || uploaded.has(path)) continue;
    const other = namedBy.get(path);
    if (other !== undefined && other !== d.id) {
      throw new BackupError(
        `${COLLECTIONS.projectFiles}/${d.id} names the stored file ${path}, which ${COLLECTIONS.projectFiles}/${other} names already.`,
      );
    }
  }
}

/**
 * Writes a validated backup so that it cannot leave the site half-restored. In order: the files
 * the new documents need are uploaded under new names (see restoredPath); the documents are
 * written in batches within Firestore's limits (projects before their files); the result is read
 * back and compared with the backup; only then is anything removed. Stopped at any point, the
 * previous content is all still there and every document still points at a stored object; run
 * again with the same backup, it finishes the job, and a run with nothing left to do writes
 * nothing. Every batch of documents is written (or removed) by the restore callable, which checks
 * each document, claims a project's (or paper's) addresses and keeps the backup's created_at, all in one write.
 * Projects go one by one, oldest first, as they were created.
 */
export async function restoreBackup(backup: Backup, options: RestoreOptions = {}): Promise<RestoreResult> {
  const { onProgress = () => {}, afterStep = () => {} } = options;
  const { content, files } = backup;
  const bucket = env.firebase.storageBucket;
  // Read again: what is written must follow the database as it is now, not as it was previewed.
  const current = await readAllContent();
  checkObjectsFree(backup, current);
  for (const name of SLUG_COLLECTIONS) {
    const taken = takenAddress(content.collections[name] ?? [], current[name]);
    const noun = addressClaimsOf(name)?.noun ?? 'document';
    if (taken) {
      throw new BackupError(
        `The backup gives the address ${taken.address} to ${name}/${taken.project}, but ${name}/${taken.holder} uses it now. Delete that ${noun} or give it another address, then restore again.`,
      );
    }
  }
  const diff = diffBackup(content, current, bucket, await readCvSettings());
  const cv = diff[CV_SETTINGS_KEY];
  const currentData = new Map<string, Record<string, JsonValue>>();
  for (const name of ADMIN_COLLECTIONS)
    for (const d of current[name]) currentData.set(key(name, d.id), d.data);

  const written: string[] = [];
  const deleted: string[] = [];
  // Original created_at times the callable wrote with the documents (the records add the rest).
  let timesPutBack = 0;
  try {
    // Replaced files keep their object when it is the same one (name, text and order change in
    // place); one that is now another object is swapped once everything else is in place.
    const swaps = new Set<string>();
    for (const id of diff[COLLECTIONS.projectFiles].replaced) {
      const wanted = content.collections[COLLECTIONS.projectFiles].find((d) => d.id === id)!;
      const now = currentData.get(key(COLLECTIONS.projectFiles, id))!;
      if (fileIdentity(now, bucket) !== fileIdentity(wanted.data, content.bucket)) swaps.add(id);
    }
    const changed = (name: CollectionName) => new Set([...diff[name].added, ...diff[name].replaced]);
    const toWrite: Item[] = ADMIN_COLLECTIONS.flatMap((name) => {
      const ids = changed(name);
      return content.collections[name]
        .filter((d) => ids.has(d.id) && !(name === COLLECTIONS.projectFiles && swaps.has(d.id)))
        .map((d) => ({ name, d }));
    });
    const swapped: Item[] = content.collections[COLLECTIONS.projectFiles]
      .filter((d) => swaps.has(d.id))
      .map((d) => ({ name: COLLECTIONS.projectFiles, d }));

    // 1. The objects of what is written. A file edited in place keeps the object it has.
    const objects = new Map(content.objects.map((o) => [o.path, o]));
    const needed = new Set<string>();
    for (const { name, d } of [...toWrite, ...swapped]) {
      if (name === COLLECTIONS.projectFiles && diff[name].replaced.includes(d.id) && !swaps.has(d.id))
        continue;
      for (const { path } of documentObjects(name, d.data, content.bucket)) {
        if (objects.has(path)) needed.add(path);
      }
    }
    const urls = new Map<string, { url: string; path: string }>();
    let step = 0;
    onProgress({ phase: 'uploading', done: 0, total: needed.size });
    for (const path of needed) {
      const target = restoredPath(path, content.created_at);
      urls.set(path, { url: await uploadOnce(target, files.get(path)!, objects.get(path)!), path: target });
      onProgress({ phase: 'uploading', done: urls.size, total: needed.size });
      await afterStep('uploading', ++step);
    }

    // The document as the callable writes it; it stamps the times (created_at the backup's own).
    const build = ({ name, d }: Item): DocumentWrite => {
      const data: Record<string, JsonValue> = { ...d.data };
      const now = currentData.get(key(name, d.id));
      if (name === COLLECTIONS.projectFiles && now && !swaps.has(d.id)) {
        // Edited in place: what the file is stays as stored.
        for (const field of ['project_id', 'file_url', 'file_type', 'storage_path'] as const) {
          const stored = now[field];
          if (stored === undefined) delete data[field];
          else data[field] = stored;
        }
      } else {
        for (const { field, path } of documentObjects(name, d.data, content.bucket)) {
          const restored = urls.get(path);
          if (!restored) continue; // a missing object: the old link stays
          data[field] = restored.url;
          // The fields naming the same object by path follow its link (a project file's
          // storage_path, a paper's pdf_storage_path): the rules bind the two to one object.
          for (const named of storageFieldsOf(name, d.data)) {
            if (named.form === 'path' && d.data[named.field] === path) data[named.field] = restored.path;
          }
          if (name === COLLECTIONS.projectFiles) data.storage_path = restored.path;
        }
      }
      return { collection: name, id: d.id, data };
    };

    // 2. The documents, projects before their files. Nothing is removed yet.
    const writeBatches: Item[][] = [];
    for (const name of ADMIN_COLLECTIONS) {
      const items = toWrite.filter((w) => w.name === name);
      if (name === COLLECTIONS.projects) {
        // Oldest first, one call each, as they were first created.
        const ordered = [...items].sort((a, b) =>
          String(a.d.data.created_at).localeCompare(String(b.d.data.created_at)),
        );
        writeBatches.push(...ordered.map((item) => [item]));
      } else writeBatches.push(...planBatches(items, (item) => projectOf(item)));
    }
    const writeTotal = toWrite.length;
    onProgress({ phase: 'writing', done: 0, total: writeTotal });
    step = 0;
    for (const chunk of writeBatches) {
      timesPutBack += await writeThroughCallable(chunk.map(build));
      written.push(...chunk.map((item) => key(item.name, item.d.id)));
      onProgress({ phase: 'writing', done: written.length, total: writeTotal });
      await afterStep('writing', ++step);
    }
    // The CV settings after the projects and certifications their lists name.
    const wantedCv = content.settings?.cv;
    if (wantedCv && (cv.added.length || cv.replaced.length)) {
      const { updated_at: _stamped, ...settings } = wantedCv;
      await setDoc(cvSettingsDoc(), { ...settings, updated_at: serverTimestamp() });
      written.push(CV_SETTINGS_PLACE);
    }

    // 3. Read back: everything the backup holds is there, but the swaps still to make.
    onProgress({ phase: 'checking', done: 0, total: 1 });
    const after = diffBackup(content, await readAllContent(), bucket, await readCvSettings());
    if (after[CV_SETTINGS_KEY].added.length || after[CV_SETTINGS_KEY].replaced.length) {
      throw new Error('Read back, the CV settings differ from the backup.');
    }
    const differing = ADMIN_COLLECTIONS.flatMap((name) =>
      [...after[name].added, ...after[name].replaced]
        .filter((id) => !(name === COLLECTIONS.projectFiles && swaps.has(id)))
        .map((id) => key(name, id)),
    );
    if (differing.length > 0) {
      throw new Error(`Read back, these documents differ from the backup: ${differing.join(', ')}`);
    }
    onProgress({ phase: 'checking', done: 1, total: 1 });

    // 4. Removals: swapped files (removed, then written as the backup has them), then what the
    // backup lacks, project files before projects (a project's deletion removes its objects).
    const removals = removalOrder(diff);
    const removeTotal = removals.length + swapped.length;
    let removed = 0;
    onProgress({ phase: 'removing', done: 0, total: removeTotal });
    step = 0;
    for (const chunk of planBatches(swapped, (item) => projectOf(item))) {
      await writeThroughCallable(
        chunk.map((item) => ({ collection: item.name, id: item.d.id, remove: true })),
      );
      deleted.push(...chunk.map((item) => key(item.name, item.d.id)));
      timesPutBack += await writeThroughCallable(chunk.map(build));
      written.push(...chunk.map((item) => key(item.name, item.d.id)));
      removed += chunk.length;
      onProgress({ phase: 'removing', done: removed, total: removeTotal });
      await afterStep('removing', ++step);
    }
    if (cv.removed.length) {
      await deleteDoc(cvSettingsDoc());
      deleted.push(CV_SETTINGS_PLACE);
    }
    for (const chunk of planBatches(removals)) {
      await writeThroughCallable(chunk.map(([name, id]) => ({ collection: name, id, remove: true })));
      deleted.push(...chunk.map(([name, id]) => key(name, id)));
      removed += chunk.length;
      onProgress({ phase: 'removing', done: removed, total: removeTotal });
      await afterStep('removing', ++step);
    }

    // 5. What only the server may write: the original created_at times and the contact messages.
    const restored = await restoreRecords(backup, onProgress, afterStep);
    return {
      written,
      deleted,
      uploaded: needed.size,
      times: timesPutBack + restored.times,
      messages: restored.messages,
    };
  } catch (error) {
    if (error instanceof BackupError) throw error;
    throw new RestoreFailure(written, deleted, error);
  }
}

const encoder = new TextEncoder();
/** What a write weighs in the request: JSON in UTF-8 (a character may take up to 3 bytes). */
const jsonBytes = (write: DocumentWrite) => encoder.encode(JSON.stringify(write)).length;

/**
 * One planned batch through the callable, which writes it at once or not at all. A callable takes
 * at most 10 MB, so a batch of long case studies goes in several calls (each document fits in
 * one: Firestore keeps none over 1 MiB); a stop between them leaves the batch part-written, which
 * the order of the restore allows (nothing is removed before everything is written).
 */
async function writeThroughCallable(writes: DocumentWrite[]): Promise<number> {
  let times = 0;
  for (const part of splitBySize(writes, jsonBytes, RESTORE_CALL_BYTES))
    times += (await callRestore<'backup'>({ kind: 'backup', writes: part })).times;
  return times;
}

/** Sends the backup's times and messages to the callable, in calls of a bounded size. */
async function restoreRecords(
  { content }: Backup,
  onProgress: (progress: RestoreProgress) => void,
  afterStep: (phase: RestorePhase, step: number) => void | Promise<void>,
): Promise<{ times: number; messages: number }> {
  const times = CREATED_AT_COLLECTIONS.flatMap((name) =>
    content.collections[name].map((d) => ({
      collection: name,
      id: d.id,
      created_at: String(d.data.created_at),
    })),
  );
  const messages = content.collections[COLLECTIONS.contactMessages].map((d) => ({ id: d.id, data: d.data }));
  const calls: RestoreInput<'records'>[] = [];
  for (let i = 0; i < times.length; i += RESTORE_RECORDS_MAX.times) {
    calls.push({ kind: 'records', times: times.slice(i, i + RESTORE_RECORDS_MAX.times), messages: [] });
  }
  for (let i = 0; i < messages.length; i += RESTORE_RECORDS_MAX.messages) {
    calls.push({
      kind: 'records',
      times: [],
      messages: messages.slice(i, i + RESTORE_RECORDS_MAX.messages),
    });
  }
  const total = times.length + messages.length;
  const result = { times: 0, messages: 0 };
  let done = 0;
  onProgress({ phase: 'records', done, total });
  for (const [step, input] of calls.entries()) {
    const data = await callRestore<'records'>(input);
    result.times += data.times;
    result.messages += data.messages;
    done += input.times.length + input.messages.length;
    onProgress({ phase: 'records', done, total });
    await afterStep('records', step + 1);
  }
  return result;
}

function projectOf({ name, d }: Item): string | null {
  return name === COLLECTIONS.projectFiles ? String(d.data.project_id) : null;
}

/**
 * What the backup lacks: the collections that belong to another first (project files), so no
 * file outlives its project, then the rest in the restore's order.
 */
function removalOrder(diff: RestoreDiff): Array<[CollectionName, string]> {
  const names = [
    ...ADMIN_COLLECTIONS.filter((n) => CHILD_COLLECTIONS.includes(n)),
    ...ADMIN_COLLECTIONS.filter((n) => !CHILD_COLLECTIONS.includes(n)),
  ];
  return names.flatMap((name) => diff[name].removed.map((id): [CollectionName, string] => [name, id]));
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
