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

const PUBLIC_DIR = resolve(import.meta.dirname, '..', 'web', 'public');
const DEMO_PREFIX = '/demo/';

type Docs = Record<string, { id: string; data: DocumentData }[]>;

/** Where a site path under /demo/ lives in the bucket: the folders the storage rules allow. */
function storagePathFor(sitePath: string): string {
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

/** Uploads every /demo/ file the documents name and points the documents at the stored objects. */
export async function storeDemoMedia(app: App, host: string, bucketName: string, docs: Docs) {
  const bucket = getStorage(app).bucket(bucketName);
  const stored = new Map<string, { url: string; path: string }>();
  const store = async (sitePath: string, contentType?: string) => {
    const known = stored.get(sitePath);
    if (known) return known;
    const path = storagePathFor(sitePath);
    const bytes = readFileSync(join(PUBLIC_DIR, sitePath));
    const token = tokenFor(path, bytes);
    const type = contentType ?? CONTENT_TYPES[sitePath.split('.').pop()!] ?? 'application/octet-stream';
    await bucket.file(path).save(bytes, {
      resumable: false,
      contentType: type,
      metadata: { contentType: type, metadata: { firebaseStorageDownloadTokens: token } },
    });
    const entry = { url: downloadUrl(`http://${host}`, bucketName, path, token), path };
    stored.set(sitePath, entry);
    return entry;
  };
  const isDemo = (value: unknown): value is string =>
    typeof value === 'string' && value.startsWith(DEMO_PREFIX);

  for (const row of docs.projects ?? []) {
    if (isDemo(row.data.image_url)) row.data.image_url = (await store(row.data.image_url)).url;
  }
  for (const row of docs.personal_info ?? []) {
    if (row.id === 'profile_image' && isDemo(row.data.field_value)) {
      row.data.field_value = (await store(row.data.field_value)).url;
    }
  }
  for (const row of docs.project_files ?? []) {
    if (!isDemo(row.data.file_url)) continue;
    const entry = await store(row.data.file_url, row.data.file_type as string);
    row.data.file_url = entry.url;
    row.data.storage_path = entry.path;
  }
  return stored.size;
}
