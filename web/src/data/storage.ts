import { getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import { storagePathFromUrl, type StorageFolder } from '@portfolio/model/storage-paths';
import { emulatorPorts, env } from '@/config/env';
import { contentDisposition } from '@/lib/content-disposition';
import { storage } from './firebase/full';

export type { StorageFolder };
export { storagePathFromUrl };

/**
 * `<random>-<timestamp>.<ext>`, keeping the original extension: unique, so never overwritten.
 * Only letters and digits: a project file's record must name its object exactly as its download
 * URL does, and the rules compare the two unescaped.
 */
export function storageName(fileName: string, now = Date.now()): string {
  const dot = fileName.lastIndexOf('.');
  const ext =
    dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  const random = crypto.randomUUID().replace(/-/g, '').slice(0, 12);
  return ext ? `${random}-${now}.${ext}` : `${random}-${now}`;
}

export interface Uploaded {
  url: string;
  path: string;
}

/**
 * Uploads with progress (0-100) and returns the public URL. Names are unique, so browsers may
 * cache an object for a year; downloads keep the file's original name. Aborting `signal` cancels
 * the transfer (the promise then rejects and nothing is stored).
 */
export function uploadFile(
  folder: StorageFolder,
  file: File,
  onProgress: (percent: number) => void = () => {},
  signal?: AbortSignal,
): Promise<Uploaded> {
  const path = `${folder}/${storageName(file.name)}`;
  const task = uploadBytesResumable(ref(storage, path), file, {
    contentType: file.type || 'application/octet-stream',
    cacheControl: 'public, max-age=31536000, immutable',
    contentDisposition: contentDisposition(file.name),
  });
  signal?.addEventListener('abort', () => task.cancel(), { once: true });
  return new Promise((resolve, reject) => {
    task.on(
      'state_changed',
      (s) => onProgress(s.totalBytes ? Math.round((s.bytesTransferred / s.totalBytes) * 100) : 0),
      reject,
      () => {
        getDownloadURL(task.snapshot.ref).then((url) => resolve({ url, path }), reject);
      },
    );
  });
}

/**
 * In the emulators, Storage may be missing (its rules runtime is a download). Upload controls
 * ask this first and say so instead of failing.
 */
export async function isStorageAvailable(): Promise<boolean> {
  if (!env.useEmulators) return true;
  try {
    // no-cors: reachability is all we ask, so missing CORS headers must not read as "down".
    // /v0 is the emulator's API root, which answers 200; its bare root answers 501, which the
    // browser logs as an error on every admin page.
    await fetch(`http://${env.emulatorHost}:${emulatorPorts.storage}/v0`, {
      mode: 'no-cors',
      signal: AbortSignal.timeout(2000),
    });
    return true;
  } catch {
    return false;
  }
}
