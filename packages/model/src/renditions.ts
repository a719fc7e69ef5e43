/**
 * Renditions: AVIF and WebP copies of every uploaded image at a few widths, made by the
 * image-renditions function and stored beside nothing the admin writes:
 *
 *   renditions/<original object path>/<width>w.<avif|webp>
 *
 * What exists for an original is recorded in one manifest document per original (collection
 * `image_renditions`), which public pages read as one more public query (of named records). Content documents keep
 * their shape, so the rules, the restore validator and the admin forms are untouched, and an
 * upload that finishes before its form is saved needs no second write.
 */
import { STORAGE_FOLDERS } from './collections';
import { isObjectIn, storagePathFromUrl, DOWNLOAD_PATH_PREFIX } from './storage-paths';

/** Public read, written only by the functions (firestore.rules). */
export const RENDITIONS_COLLECTION = 'image_renditions';

/** The Storage folder of every rendition: readable by anyone, written only by the functions. */
export const RENDITIONS_FOLDER = 'renditions';

/**
 * Widths made when the original is at least that wide; a card on a phone takes 640 or 720, a
 * cover 1280. 720 is there for the common phones (360 to 412px wide at 1.75x to 2x): a card or
 * cover a full phone width across needs 630 to 720 pixels, and the next width up, 960, is almost
 * twice those pixels, half of them wasted on every project on the page.
 */
export const RENDITION_WIDTHS = [320, 640, 720, 960, 1280, 1920] as const;

/** In the order a `<picture>` offers them: the smallest first. */
export const RENDITION_FORMATS = ['avif', 'webp'] as const;
export type RenditionFormat = (typeof RENDITION_FORMATS)[number];

export const RENDITION_MIME: Record<RenditionFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** The folders whose images get renditions: project images, profile photos, project media. */
const SOURCE_FOLDERS = [
  STORAGE_FOLDERS.projectImages,
  STORAGE_FOLDERS.profileImages,
  STORAGE_FOLDERS.projectFiles,
];

/**
 * 'ready': renditions were made (some widths may be missing: one larger than the original is
 * skipped). 'original': the original is served as it is (undecodable, animated, or too small to
 * gain anything); `reason` says why.
 */
export type RenditionStatus = 'ready' | 'original';

/**
 * What a page needs to offer an image's renditions: the original's pixel size (0 when it could
 * not be read) and the widths made, per format, ascending. The functions write it as part of the
 * manifest and the pages read it back, so both sides name this one shape.
 */
export interface ImageRendition {
  width: number;
  height: number;
  avif: number[];
  webp: number[];
}

/** Every original that has renditions, by its Storage path. */
export type ImageRenditions = Record<string, ImageRendition>;

/** The manifest document of one original. */
export interface RenditionDoc extends ImageRendition {
  /** The original's object path. */
  path: string;
  /**
   * Whether content names the original (kept by the content trigger, which may write it before
   * the renditions are made, so a record may hold only `path` and `named`). Visitors list only
   * named records and fetch only named uploads and their renditions (firestore.rules,
   * storage.rules): an upload no content names is nobody's business but the admin's.
   */
  named?: boolean;
  status: RenditionStatus;
  reason?: string;
}

/** Whether an object at `path` is an original that gets renditions (never a rendition itself). */
export function isRenditionSource(path: string): boolean {
  return SOURCE_FOLDERS.some((folder) => isObjectIn(path, folder));
}

/** Where every rendition of `original` lives (a folder prefix, with the trailing slash). */
export function renditionsPrefix(original: string): string {
  return `${RENDITIONS_FOLDER}/${original}/`;
}

export function renditionPath(original: string, width: number, format: RenditionFormat): string {
  return `${renditionsPrefix(original)}${width}w.${format}`;
}

/**
 * The widths to make for an original `width` pixels wide: the fixed ones up to its own, never
 * wider. An original between two fixed widths (a 600px demo image) also gets one at its own
 * width, or a screen that needs 600px would be offered 320 as the largest AVIF; within 15% of
 * the widest fixed width below it, that one serves well enough.
 */
export function widthsFor(width: number): number[] {
  if (!(width > 0)) return [];
  const widths: number[] = RENDITION_WIDTHS.filter((w) => w <= width);
  const widest = widths.at(-1);
  const largest = RENDITION_WIDTHS.at(-1)!;
  if (width < largest && (widest === undefined || width > widest * 1.15)) widths.push(width);
  return widths;
}

/**
 * The manifest's document id for an original: its path with every character outside
 * [A-Za-z0-9-] escaped as _<hex>_, so ids are safe and two paths never share one.
 */
export function renditionDocId(path: string): string {
  const id = path.replace(/[^A-Za-z0-9-]/g, (c) => `_${c.charCodeAt(0).toString(16)}_`);
  if (id.length <= 100) return id;
  // Longer than a safe id may be: keep the start and add a hash of the whole.
  let hash = 0x811c9dc5;
  for (let i = 0; i < path.length; i++) hash = Math.imul(hash ^ path.charCodeAt(i), 0x01000193) >>> 0;
  return `${id.slice(0, 90)}_${hash.toString(16).padStart(8, '0')}`;
}

/** scheme://host/v0/b/<bucket>/o/<path>: the origin and bucket of a download URL. */
const DOWNLOAD_URL = /^([a-z][a-z\d+.-]*:\/\/[^/?#]+)\/v0\/b\/([^/?#]+)\/o\//i;

/**
 * The public URL of a rendition of the object behind `originalUrl` (same host and bucket).
 * Renditions are readable by anyone (storage.rules), so the URL needs no download token.
 */
export function renditionUrl(originalUrl: string, width: number, format: RenditionFormat): string | null {
  const match = DOWNLOAD_URL.exec(originalUrl);
  if (!match) return null;
  let bucket: string;
  try {
    bucket = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  const original = storagePathFromUrl(originalUrl, bucket);
  if (!original) return null;
  const path = encodeURIComponent(renditionPath(original, width, format));
  return `${match[1]}${DOWNLOAD_PATH_PREFIX}${match[2]}/o/${path}?alt=media`;
}

/** The original's object path behind a download URL of any bucket, or null (demo paths, links). */
export function originalPathOf(url: string): string | null {
  const match = DOWNLOAD_URL.exec(url);
  if (!match) return null;
  try {
    return storagePathFromUrl(url, decodeURIComponent(match[2]!));
  } catch {
    return null;
  }
}
