/**
 * Storage objects and their URLs. The SDKs hand out download URLs of the form
 * `<origin>/v0/b/<bucket>/o/<encoded path>?alt=media&token=<token>`, where the origin is
 * https://firebasestorage.googleapis.com in production and http://<host>:<port> in the emulator.
 * The app, the functions, the seed script and the tests read and write them here only.
 */
import type { STORAGE_FOLDERS } from './collections';

export type StorageFolder = (typeof STORAGE_FOLDERS)[keyof typeof STORAGE_FOLDERS];

/** The path part every download (and metadata) URL of an object starts with. */
export const DOWNLOAD_PATH_PREFIX = '/v0/b/';

/** scheme://host/v0/b/<bucket>/o/<encoded path>, then an optional query or fragment. */
const DOWNLOAD_URL = /^[a-z][a-z\d+.-]*:\/\/[^/?#]+\/v0\/b\/([^/?#]+)\/o\/([^?#]+)(?:[?#].*)?$/i;

/** The metadata URL of an object, or its download URL when a token is given. */
export function downloadUrl(origin: string, bucket: string, path: string, token?: string): string {
  const object = `${origin}${DOWNLOAD_PATH_PREFIX}${bucket}/o/${encodeURIComponent(path)}`;
  return token === undefined ? object : `${object}?alt=media&token=${token}`;
}

/**
 * The object path behind a download URL of `bucket` (production or emulator) or a
 * `gs://<bucket>/<path>` URL; null for anything else (demo files, pasted links to other sites,
 * other buckets), which is never ours to delete.
 */
export function storagePathFromUrl(url: string, bucket: string): string | null {
  if (!bucket) return null;
  const gs = /^gs:\/\/([^/]+)\/(.+)$/.exec(url);
  if (gs) return gs[1] === bucket ? gs[2]! : null;
  const match = DOWNLOAD_URL.exec(url);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!) === bucket ? decodeURIComponent(match[2]!) : null;
  } catch {
    return null; // a malformed %-escape: not a URL the SDK gave out
  }
}

/**
 * Whether `path` is one object directly inside `folder`: uploads are named
 * `<random>-<timestamp>.<ext>` with no sub-folders, the only shape storage.rules accepts.
 */
export function isObjectIn(path: string, folder: StorageFolder): boolean {
  return path.startsWith(`${folder}/`) && /^[^/]+$/.test(path.slice(folder.length + 1));
}
