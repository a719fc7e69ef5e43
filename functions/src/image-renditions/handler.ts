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
 * An original image was stored (or replaced): makes its renditions and records what exists.
 * An image that cannot be decoded is left as it is, recorded as served as the original, and
 * reported in the log: the upload and the save around it have already succeeded and stay so.
 * Safe to run twice: the same inputs write the same objects and the same record.
 */
export async function makeRenditions(
  object: StoredObject,
  deps: RenditionDeps,
): Promise<RenditionDoc | null> {
  if (!wantsRenditions(object)) return null;
  const path = object.name;
  const input = await deps.download(path);
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
    return record;
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
  await deps.deletePrefix(renditionsPrefix(object.name));
  await deps.deleteRecord(object.name);
  deps.logger.info('Renditions removed with their original', { path: object.name });
  return true;
}
