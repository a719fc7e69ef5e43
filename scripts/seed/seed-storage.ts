/**
 * Puts the demo media and files (web/public/demo/...) into the Storage emulator and rewrites the
 * demo documents to the stored objects' download URLs, the form the web SDK's getDownloadURL gives
 * (`http://host/v0/b/<bucket>/o/<encoded path>?alt=media&token=<token>`).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { DocumentData } from 'firebase-admin/firestore';
import { STORAGE_FOLDERS } from '@portfolio/model/collections';
import { downloadUrl } from '@portfolio/model/storage-paths';
import { contentDisposition } from '../../web/src/lib/content-disposition.ts';
import { DEMO_PHOTO, demoPhoto } from './demo-photo.ts';
import { withTransientRetries } from '@portfolio/model/transient-retry';

const PUBLIC_DIR = resolve(import.meta.dirname, '..', '..', 'web', 'public');
const DEMO_PREFIX = '/demo/';

type Docs = Record<string, { id: string; data: DocumentData }[]>;

/** Where a site path under /demo/ lives in the bucket: the folders the storage rules allow. */
export function storagePathFor(sitePath: string): string {
  const rest = sitePath.slice(DEMO_PREFIX.length);
  const name = rest.split('/').pop()!;
  if (rest.startsWith('projects/')) return `${STORAGE_FOLDERS.projectImages}/${name}`;
  if (rest.startsWith('profile/')) return `${STORAGE_FOLDERS.profileImages}/${name}`;
  return `${STORAGE_FOLDERS.projectFiles}/${rest.replace(/\//g, '-')}`;
}

const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', webm: 'video/webm' };

/** A token derived from the path and bytes, so seeding again gives the same URLs. */
function tokenFor(path: string, bytes: Buffer): string {
  const h = createHash('sha256').update(path).update(bytes).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/**
 * The download URL the seed gives a /demo/ file in the Storage emulator at `host`: the same on
 * every run (the token follows the path and the bytes), so tests can name the URL a page must show.
 */
export function demoDownloadUrl(host: string, bucket: string, sitePath: string): string {
  const path = storagePathFor(sitePath);
  return downloadUrl(
    `http://${host}`,
    bucket,
    path,
    tokenFor(path, readFileSync(join(PUBLIC_DIR, sitePath))),
  );
}

/**
 * Points the documents at the Storage objects of the /demo/ files they name (rewritten in place)
 * and returns the uploads that create those objects. The URLs are known before anything is sent, so
 * the seed writes the documents first and uploads after: the deletion cascade of a project that was
 * removed a moment ago skips a project that exists again, and so cannot delete an object just stored.
 */
export function pointAtStorage(app: App, host: string, bucketName: string, docs: Docs) {
  const bucket = getStorage(app).bucket(bucketName);
  const uploads = new Map<string, () => Promise<unknown>>();
  const images = new Set<string>();
  const entry = (sitePath: string, contentType?: string, fileName?: string) => {
    const path = storagePathFor(sitePath);
    const bytes = readFileSync(join(PUBLIC_DIR, sitePath));
    const token = tokenFor(path, bytes);
    const type = contentType ?? CONTENT_TYPES[sitePath.split('.').pop()!] ?? 'application/octet-stream';
    if (type.startsWith('image/')) images.add(path);
    if (!uploads.has(sitePath)) {
      uploads.set(sitePath, () =>
        bucket.file(path).save(bytes, {
          resumable: false,
          contentType: type,
          // As the admin's uploads are stored (web/src/data/storage.ts): a download keeps the
          // file's name, and the URL (its token follows the bytes) may be cached for good.
          metadata: {
            contentType: type,
            cacheControl: 'public, max-age=31536000, immutable',
            ...(fileName ? { contentDisposition: contentDisposition(fileName) } : {}),
            metadata: { firebaseStorageDownloadTokens: token },
          },
        }),
      );
    }
    return { url: downloadUrl(`http://${host}`, bucketName, path, token), path };
  };
  const isDemo = (value: unknown): value is string =>
    typeof value === 'string' && value.startsWith(DEMO_PREFIX);

  // A note's cover is stored under projects/ as a project's image is, and gets renditions alike.
  for (const row of [...(docs.projects ?? []), ...(docs.notes ?? [])]) {
    if (isDemo(row.data.image_url)) row.data.image_url = entry(row.data.image_url).url;
  }
  for (const row of docs.personal_info ?? []) {
    if (row.id === 'profile_image' && isDemo(row.data.field_value)) {
      row.data.field_value = entry(row.data.field_value).url;
    }
  }
  for (const row of docs.project_files ?? []) {
    if (!isDemo(row.data.file_url)) continue;
    // The demo file's own name, as an uploaded file keeps the name it had on the admin's disk.
    const fileName = row.data.file_url.split('/').pop();
    const stored = entry(row.data.file_url, row.data.file_type as string, fileName);
    row.data.file_url = stored.url;
    row.data.storage_path = stored.path;
  }
  // A paper's PDF on the site becomes its stored PDF, as the admin's upload records it: the rules
  // take a stored PDF only as a files/ object with the link that downloads it.
  for (const row of docs.publications ?? []) {
    const urls = row.data.urls as Record<string, unknown> | undefined;
    if (!urls || !isDemo(urls.pdf)) continue;
    const stored = entry(urls.pdf, 'application/pdf', urls.pdf.split('/').pop());
    row.data.pdf_storage_path = stored.path;
    row.data.pdf_file_url = stored.url;
    row.data.urls = { ...urls, pdf: '' };
  }
  // A write-up's images are the project's uploads, as an admin picks them from its media.
  for (const row of docs.projects ?? []) {
    if (typeof row.data.case_study !== 'string') continue;
    row.data.case_study = row.data.case_study.replace(
      /\]\((\/demo\/[^)\s]+)\)/g,
      (_: string, sitePath: string) => `](${entry(sitePath).url})`,
    );
  }
  return {
    count: uploads.size,
    /** Stored images: each gets renditions from the image-renditions function. */
    images: [...images],
    upload: async () => {
      for (const upload of uploads.values()) await withTransientRetries(upload);
    },
  };
}

/** The project whose cover is the real-size photo: the newest, first on /projects and on Home. */
export const PHOTO_COVER_PROJECT = 'proj-churn-prediction';
/** The project whose gallery shows the photo as a media image. */
export const PHOTO_MEDIA_PROJECT = 'proj-demand-forecasting';
export const PHOTO_MEDIA_FILE = 'file-forecast-city-photo';

/**
 * Where Storage runs, the demo content carries a real-size photograph (scripts/seed/demo-photo.ts) as
 * a project cover and as a gallery image, so its renditions and their cost are what a real
 * upload's would be. Rewrites `docs` in place; the returned upload stores both objects.
 */
export async function addDemoPhoto(app: App, host: string, bucketName: string, docs: Docs) {
  const bytes = await demoPhoto();
  const bucket = getStorage(app).bucket(bucketName);
  const paths = {
    cover: `${STORAGE_FOLDERS.projectImages}/demo-${DEMO_PHOTO.name}`,
    media: `${STORAGE_FOLDERS.projectFiles}/demo-${DEMO_PHOTO.name}`,
  };
  const url = (path: string) => downloadUrl(`http://${host}`, bucketName, path, tokenFor(path, bytes));
  const cover = docs.projects?.find((row) => row.id === PHOTO_COVER_PROJECT);
  if (cover) cover.data.image_url = url(paths.cover);
  (docs.project_files ??= []).push({
    id: PHOTO_MEDIA_FILE,
    data: {
      project_id: PHOTO_MEDIA_PROJECT,
      name: 'City at dusk.jpg',
      description: 'A full-size 4000x3000 phone photo: the gallery shows its renditions.',
      file_url: url(paths.media),
      file_type: 'image/jpeg',
      storage_path: paths.media,
      order_index: 0,
      created_at: new Date(Date.UTC(2025, 2, 10, 11, 0)),
    },
  });
  return {
    images: Object.values(paths),
    upload: async () => {
      for (const path of Object.values(paths)) {
        await withTransientRetries(() =>
          bucket.file(path).save(bytes, {
            resumable: false,
            contentType: 'image/jpeg',
            metadata: {
              contentType: 'image/jpeg',
              cacheControl: 'public, max-age=31536000, immutable',
              metadata: { firebaseStorageDownloadTokens: tokenFor(path, bytes) },
            },
          }),
        );
      }
    },
  };
}
