import { strFromU8, strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { declaredEntries } from './zip-directory';
import type { CollectionName } from '@portfolio/model/collections';
import { withStatus } from '@portfolio/model/content-status';
import { ALL_COLLECTIONS, LATER_THAN_BACKUPS } from '@portfolio/model/content-types';
import { UPLOAD_LIMITS } from '@portfolio/model/limits';

/**
 * The backup file: one zip holding `content.json` (every collection, every document with its id,
 * times as ISO strings) and, under `objects/`, every stored file the content points at, by its
 * Storage path. `version` changes whenever a reader of an older version would misread the file.
 */
export const BACKUP_FORMAT = 'portfolio-backup';
export const BACKUP_VERSION = 1;
export const CONTENT_ENTRY = 'content.json';
export const OBJECTS_PREFIX = 'objects/';

/** Fields that hold a machine time (stored as Timestamps, kept as ISO strings). */
export const TIME_FIELDS = ['created_at', 'updated_at'] as const;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface BackupDoc {
  id: string;
  data: Record<string, JsonValue>;
}

export interface BackupObject {
  /** The Storage path it had (`files/<name>`), also its place in the zip under `objects/`. */
  path: string;
  content_type: string;
  size: number;
  /** The original file name for downloads, when the object had one. */
  content_disposition?: string;
}

export interface BackupContent {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  /** The bucket the objects came from: links into it are our objects, any other link is kept. */
  bucket: string;
  collections: Record<CollectionName, BackupDoc[]>;
  objects: BackupObject[];
  /** Objects the content pointed at that no longer existed: their links are kept as they were. */
  missing_objects: string[];
  /** Links to files that are not ours (site paths, other sites): kept as links, not copied. */
  linked_urls: string[];
  /**
   * The site's settings documents: the CV's (null when the admin had not saved any). Backups made
   * before they were kept lack this; restoring one leaves the current settings as they are.
   */
  settings?: { cv: Record<string, JsonValue> | null };
  /**
   * Collections the backup was made before (publications, in a backup from before papers): read as
   * empty, and a restore leaves the site's documents of them as they are.
   */
  lacks?: CollectionName[];
}

export interface Backup {
  content: BackupContent;
  /** Object bytes by Storage path. */
  files: Map<string, Uint8Array>;
}

/** Why a file is not a backup this app can restore; nothing is written when one is thrown. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * A stored value as JSON: both SDKs' Timestamps become ISO strings, everything else is already
 * plain (strings, numbers, booleans, lists, maps).
 */
export function toJson(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === 'object') {
    if ('toDate' in value && typeof value.toDate === 'function') {
      const date: unknown = value.toDate();
      if (date instanceof Date) return date.toISOString();
    }
    const out: Record<string, JsonValue> = {};
    for (const [k, v] of Object.entries(value)) if (v !== undefined) out[k] = toJson(v);
    return out;
  }
  return null;
}

/** An ISO date-time as toISOString writes it. */
export function isIsoTime(value: unknown): boolean {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

export function emptyCollections(): Record<CollectionName, BackupDoc[]> {
  return Object.fromEntries(ALL_COLLECTIONS.map((c) => [c, []])) as unknown as Record<
    CollectionName,
    BackupDoc[]
  >;
}

/** The zip: content.json first, then the objects (already compressed media are only stored). */
export function encodeBackup({ content, files }: Backup): Uint8Array {
  const entries: Zippable = { [CONTENT_ENTRY]: strToU8(JSON.stringify(content, null, 2)) };
  for (const [path, bytes] of files) entries[OBJECTS_PREFIX + path] = [bytes, { level: 0 }];
  return zipSync(entries, { level: 6 });
}

/**
 * What a backup may unpack to. A stored file is held to its folder's upload limit (UPLOAD_LIMITS);
 * content.json to a size far above any portfolio's; the whole to what a browser tab holds.
 */
export const BACKUP_LIMITS = {
  entries: 5000,
  contentBytes: 20 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
} as const;

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${Math.ceil(bytes / MB)} MB`;
const OBJECT_ENTRY = /^objects\/(projects|profiles|files)\/[^/]+$/;
/** content.json and the stored files: the only entries unpacked (and counted); others are skipped. */
const isBackupEntry = (name: string) => name === CONTENT_ENTRY || OBJECT_ENTRY.test(name);

const tooManyEntries = (count: number) =>
  new BackupError(`The archive holds ${count} entries; a backup holds at most ${BACKUP_LIMITS.entries}.`);

interface EntryInfo {
  name: string;
  originalSize: number;
}

/**
 * Refuses an archive whose entries would unpack past the limits, reading only the zip's directory
 * (the sizes it declares): a zip bomb is refused before a byte is inflated. Inflating never goes
 * past a declared size, so the declared sizes bound the memory the unpacking takes.
 */
export function checkEntrySizes(entries: readonly EntryInfo[]): void {
  if (entries.length > BACKUP_LIMITS.entries) throw tooManyEntries(entries.length);
  let total = 0;
  for (const { name, originalSize } of entries) {
    if (!isBackupEntry(name)) continue;
    total += originalSize;
    if (name === CONTENT_ENTRY) {
      if (originalSize > BACKUP_LIMITS.contentBytes) {
        throw new BackupError(
          `${CONTENT_ENTRY} would unpack to ${megabytes(originalSize)}, over the limit of ${megabytes(BACKUP_LIMITS.contentBytes)}.`,
        );
      }
    } else if (OBJECT_ENTRY.test(name)) {
      const folder = name.split('/')[1] as keyof typeof UPLOAD_LIMITS;
      if (originalSize > UPLOAD_LIMITS[folder]) {
        throw new BackupError(
          `${name} would unpack to ${megabytes(originalSize)}, over the ${folder} upload limit of ${megabytes(UPLOAD_LIMITS[folder])}.`,
        );
      }
    }
  }
  if (total > BACKUP_LIMITS.totalBytes) {
    throw new BackupError(
      `The archive would unpack to ${megabytes(total)}, over the limit of ${megabytes(BACKUP_LIMITS.totalBytes)}.`,
    );
  }
}

/** The entries' names and declared sizes, without inflating anything. */
function listEntries(bytes: Uint8Array): EntryInfo[] {
  const entries: EntryInfo[] = [];
  unzipSync(bytes, {
    filter: ({ name, originalSize }) => {
      entries.push({ name, originalSize });
      return false;
    },
  });
  return entries;
}

/**
 * Reads a zip into its content and files, checking the sizes its directory declares first, then
 * only the envelope (a zip, a content.json of this format and version). validateBackup checks the
 * documents.
 */
export function decodeBackup(bytes: Uint8Array): Backup {
  const declared = declaredEntries(bytes);
  if (declared && declared.count > BACKUP_LIMITS.entries) throw tooManyEntries(declared.count);
  if (!declared?.fits) throw new BackupError('The file is not a readable zip archive.');
  let listed: EntryInfo[];
  try {
    listed = listEntries(bytes);
  } catch {
    throw new BackupError('The file is not a readable zip archive.');
  }
  checkEntrySizes(listed);
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, { filter: ({ name }) => isBackupEntry(name) });
  } catch {
    throw new BackupError('The file is not a readable zip archive.');
  }
  const raw = entries[CONTENT_ENTRY];
  if (!raw) throw new BackupError(`The archive has no ${CONTENT_ENTRY}.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(strFromU8(raw));
  } catch {
    throw new BackupError(`${CONTENT_ENTRY} is not valid JSON.`);
  }
  if (!isRecord(parsed) || parsed.format !== BACKUP_FORMAT) {
    throw new BackupError('The archive is not a backup of this site.');
  }
  if (parsed.version !== BACKUP_VERSION) {
    throw new BackupError(
      `The backup has format version ${String(parsed.version)}; this site reads version ${BACKUP_VERSION}.`,
    );
  }
  const collections = parsed.collections;
  if (isRecord(collections)) {
    const lacks = LATER_THAN_BACKUPS.filter((name) => !(name in collections));
    for (const name of lacks) collections[name] = [];
    if (lacks.length) parsed.lacks = lacks;
    // A backup from before drafts holds public documents: they come back published.
    for (const [name, docs] of Object.entries(collections)) {
      if (!Array.isArray(docs)) continue;
      for (const doc of docs as unknown[]) {
        if (isRecord(doc) && isRecord(doc.data)) doc.data = withStatus(name, doc.data);
      }
    }
  }
  const files = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(entries)) {
    if (name.startsWith(OBJECTS_PREFIX) && !name.endsWith('/'))
      files.set(name.slice(OBJECTS_PREFIX.length), data);
  }
  // The shape of everything inside is checked by validateBackup before it is trusted.
  return { content: parsed as unknown as BackupContent, files };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `portfolio-backup-2026-11-23.zip` */
export function backupFileName(now: Date): string {
  return `portfolio-backup-${now.toISOString().slice(0, 10)}.zip`;
}
