/**
 * The life of content after a write: every create, update and delete of a content document leaves
 * a history entry, every delete a trash entry, and a stored object lives while something names it.
 * The server writes all of it (functions/src/content-life/); the admin reads it.
 */
import { ADMIN_COLLECTIONS, storageFieldsOf, type AdminCollection } from './content-types';
import { STORAGE_FOLDERS } from './collections';
import { isObjectIn, storagePathFromUrl } from './storage-paths';

export const CONTENT_HISTORY = 'content_history';
export const CONTENT_TRASH = 'content_trash';
/**
 * Who last restored each document (`<collection>--<id>`): the restore callable writes it in the
 * same commit as the document, so the history names the admin who asked, not the server that
 * wrote. Only the server reads or writes it.
 */
export const CONTENT_RESTORES = 'content_restores';
export const restoreMarkId = (collection: string, docId: string) => `${collection}--${docId}`;

/** A collection whose documents have a history and a trash: the admin's, not the inbox. */
export type ContentCollection = AdminCollection;

export const isContentCollection = (name: unknown): name is ContentCollection =>
  (ADMIN_COLLECTIONS as readonly unknown[]).includes(name);

const DAY_MS = 24 * 60 * 60 * 1000;

/** A version is kept while it is younger than this, or among the newest HISTORY_KEEP_VERSIONS. */
export const HISTORY_KEEP_MS = 365 * DAY_MS;
export const HISTORY_KEEP_VERSIONS = 100;

/** The admin's undo toast waits this long before it deletes (the web app's undo window). */
export const UNDO_WINDOW_MS = 8000;
/** A trash entry can be restored for this long after its delete, then it and its objects go. */
export const TRASH_KEEP_MS = UNDO_WINDOW_MS + 30 * DAY_MS;
/** An uploaded object that nothing has named for this long is an abandoned upload. */
export const UNNAMED_UPLOAD_MS = DAY_MS;

/** The callable that purges the expired trash entries now (the restore callable puts one back). */
export const TRASH_PURGE_FUNCTION = 'trash-purge';

export type HistoryKind = 'create' | 'update' | 'delete';

export type Fields = Record<string, unknown>;

/** One version of one document, as stored in content_history (T: the SDK's Timestamp). */
export interface HistoryEntryDoc<T = unknown> {
  collection: ContentCollection;
  doc_id: string;
  kind: HistoryKind;
  before: Fields | null;
  after: Fields | null;
  /** The top-level fields whose value differs between before and after. */
  changed: string[];
  at: T;
  /** The editor's Auth uid when the write came from a signed-in client, else null. */
  by: string | null;
  /** 'user' for a signed-in client, 'service_account' / 'system' for the server, 'unknown'. */
  by_type: string;
}

/** A stored project file as the trash keeps it, to be written back under the same id. */
export interface TrashedFile {
  id: string;
  data: Fields;
}

/** A deleted document (with a project's file records) waiting in content_trash. */
export interface TrashEntryDoc<T = unknown> {
  collection: ContentCollection;
  doc_id: string;
  data: Fields;
  files: TrashedFile[];
  /** Every stored object the entry names: they stay until the entry is purged. */
  objects: string[];
  /** A short name for the Trash page (a title, a name, a field). */
  label: string;
  deleted_at: T;
  purge_at: T;
}

/** A history or trash entry id: readable, unique per event, and a safe document id. */
export function entryId(collection: ContentCollection, docId: string, eventId: string): string {
  return `${collection}--${docId}--${eventId.replace(/[^A-Za-z0-9_-]/g, '')}`.slice(0, 1400);
}

/** A Timestamp of either SDK (or a Date) as milliseconds; null for anything else. */
export function timeMillis(value: unknown): number | null {
  if (value instanceof Date) return value.getTime();
  if (value && typeof value === 'object' && 'toMillis' in value && typeof value.toMillis === 'function')
    return Number((value as { toMillis(): number }).toMillis());
  return null;
}

/** Deep equality over Firestore values: Timestamps by their time, lists in order, maps by key. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  const ta = timeMillis(a);
  const tb = timeMillis(b);
  if (ta !== null || tb !== null) return ta === tb;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]))
    );
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => sameValue((a as Fields)[k], (b as Fields)[k]));
  }
  return false;
}

/** The fields whose value differs, in name order (a created or deleted document: all of them). */
export function changedFields(before: Fields | null, after: Fields | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => !sameValue(before?.[k], after?.[k])).sort();
}

export function historyKind(before: Fields | null, after: Fields | null): HistoryKind {
  return before === null ? 'create' : after === null ? 'delete' : 'update';
}

interface Dated {
  id: string;
  atMillis: number;
}

/**
 * The versions of one document to delete: those that are both older than a year and not among
 * the newest hundred. Any order in; ids out.
 */
export function historyToPrune(versions: readonly Dated[], now: number): string[] {
  return [...versions]
    .sort((a, b) => b.atMillis - a.atMillis)
    .filter((v, rank) => rank >= HISTORY_KEEP_VERSIONS && now - v.atMillis > HISTORY_KEEP_MS)
    .map((v) => v.id);
}

/**
 * The stored objects (paths in our bucket) a document names in the storage fields its registry
 * entry declares: a project's image, the profile photo, a project file's object. Anything else
 * (demo files, pasted links, other buckets) is not ours and never listed.
 */
export function objectsNamed(collection: string, data: Fields | null | undefined, bucket: string): string[] {
  if (!data) return [];
  const found = storageFieldsOf(collection, data).map(({ field, form, folder }) => {
    const value = data[field];
    if (typeof value !== 'string') return null;
    const path = form === 'url' ? storagePathFromUrl(value, bucket) : value;
    return path !== null && isObjectIn(path, STORAGE_FOLDERS[folder]) ? path : null;
  });
  return [...new Set(found.filter((p): p is string => p !== null))];
}

/** What the Trash page calls an entry: its title or name, else the field or the id. */
export function trashLabel(collection: string, docId: string, data: Fields): string {
  for (const key of ['title', 'name', 'degree', 'position', 'field_name']) {
    const value = data[key];
    if (typeof value === 'string' && value.trim()) return value.trim().slice(0, 200);
  }
  return `${collection}/${docId}`;
}
