import {
  isRenditionSource,
  renditionPath,
  renditionsPrefix,
  RENDITION_MIME,
  type RenditionDoc,
} from '@portfolio/model/renditions';
import { renderRenditions } from './render';

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
}

/** What the handlers need from Storage and Firestore, injected so they run in memory in tests. */
export interface RenditionDeps {
  download(path: string): Promise<Buffer>;
  /** Whether the object is stored now. */
  exists(path: string): Promise<boolean>;
  /** Writes an object readable by anyone, with a long cache life (its name never changes content). */
  upload(path: string, data: Buffer, contentType: string): Promise<void>;
  /** Deletes every object under `prefix`; nothing there is fine. */
  deletePrefix(prefix: string): Promise<void>;
  /** The names of the objects under `prefix`. */
  list(prefix: string): Promise<string[]>;
  /** Deletes one object; one already gone is fine. */
  deleteObject(path: string): Promise<void>;
  writeRecord(record: RenditionDoc): Promise<void>;
  deleteRecord(path: string): Promise<void>;
  logger: Logger;
}

/** The part of a Storage event the handlers read. */
export interface StoredObject {
  name: string;
  contentType?: string;
  size: number | string;
}

/** SVG carries script and is never resized; other image types are tried. */
function isRasterImage(contentType: string | undefined): boolean {
  return /^image\/[a-z0-9.+-]+$/i.test(contentType ?? '') && !/^image\/svg/i.test(contentType ?? '');
}

/** Whether an event about this object concerns renditions at all (its own outputs never do). */
export function wantsRenditions(object: StoredObject): boolean {
  return isRenditionSource(object.name) && isRasterImage(object.contentType);
}

/**
 * The original was deleted while its renditions were made (an admin replacing an image at once):
 * whatever this run wrote goes. Checked after the writes, so that either this check or the
 * deletion's own handler, which runs after the deletion, sees them: none is left behind.
 */
async function goneMeanwhile(path: string, deps: RenditionDeps): Promise<boolean> {
  if (await deps.exists(path)) return false;
  await removeWritten(path, deps);
  deps.logger.info('Original deleted while its renditions were made: they are removed', { path });
  return true;
}

async function removeWritten(path: string, deps: RenditionDeps) {
  await deps.deletePrefix(renditionsPrefix(path));
  await deps.deleteRecord(path);
}

/**
 * An original image was stored (or replaced): makes its renditions and records what exists.
 * An image that cannot be decoded is left as it is, recorded as served as the original, and
 * reported in the log: the upload and the save around it have already succeeded and stay so.
 * An original deleted before or while its renditions are made leaves none of them behind.
 * Safe to run twice: the same inputs write the same objects and the same record.
 */
export async function makeRenditions(
  object: StoredObject,
  deps: RenditionDeps,
): Promise<RenditionDoc | null> {
  if (!wantsRenditions(object)) return null;
  const path = object.name;
  let input: Buffer;
  try {
    input = await deps.download(path);
  } catch (error) {
    if (await deps.exists(path)) throw error;
    deps.logger.info('Original deleted before its renditions were made', { path });
    return null;
  }
  const result = await renderRenditions(input, Number(object.size) || input.length);
  // Renditions are written before anything is removed, and then only the widths the new image no
  // longer has go: a page never meets a missing rendition while an original is replaced, and a
  // stored-again image (a re-seed, a retry) deletes nothing.
  const keep = new Set(result.ok ? result.renditions.map((r) => renditionPath(path, r.width, r.format)) : []);
  const removeStale = async () => {
    for (const name of await deps.list(renditionsPrefix(path))) {
      if (!keep.has(name)) await deps.deleteObject(name);
    }
  };

  if (!result.ok) {
    deps.logger.warn('Image served as uploaded: no renditions', { path, reason: result.reason });
    const record: RenditionDoc = {
      path,
      status: 'original',
      width: result.width,
      height: result.height,
      avif: [],
      webp: [],
      reason: result.reason,
    };
    await deps.writeRecord(record);
    await removeStale();
    return (await goneMeanwhile(path, deps)) ? null : record;
  }

  for (const r of result.renditions) {
    await deps.upload(renditionPath(path, r.width, r.format), r.data, RENDITION_MIME[r.format]);
  }
  const widths = (format: 'avif' | 'webp') =>
    result.renditions.filter((r) => r.format === format).map((r) => r.width);
  const record: RenditionDoc = {
    path,
    status: result.renditions.length > 0 ? 'ready' : 'original',
    width: result.width,
    height: result.height,
    avif: widths('avif'),
    webp: widths('webp'),
    ...(result.renditions.length === 0 ? { reason: 'no rendition is smaller than the original' } : {}),
  };
  await deps.writeRecord(record);
  await removeStale();
  if (await goneMeanwhile(path, deps)) return null;
  deps.logger.info('Renditions made', {
    path,
    avif: record.avif,
    webp: record.webp,
    skipped: result.skipped,
  });
  return record;
}

/** An original was deleted: its renditions and its record go with it. Safe to run twice. */
export async function removeRenditions(object: StoredObject, deps: RenditionDeps): Promise<boolean> {
  if (!isRenditionSource(object.name)) return false;
  await removeWritten(object.name, deps);
  deps.logger.info('Renditions removed with their original', { path: object.name });
  return true;
}
