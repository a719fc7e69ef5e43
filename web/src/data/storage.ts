import { deleteObject, getDownloadURL, ref, uploadBytesResumable } from 'firebase/storage';
import type { STORAGE_FOLDERS } from '@portfolio/model/collections';
import { emulatorPorts, env } from '@/config/env';
import { storage } from './firebase/full';

export type StorageFolder = (typeof STORAGE_FOLDERS)[keyof typeof STORAGE_FOLDERS];

/** `<random>-<timestamp>.<ext>`, keeping the original extension (spec §7, Storage). */
export function storageName(fileName: string, now = Date.now()): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  const random = crypto.randomUUID().replace(/-/g, '').slice(0, 12);
  return ext ? `${random}-${now}.${ext}` : `${random}-${now}`;
}

export interface Uploaded {
  url: string;
  path: string;
}

/** Uploads with progress (0-100), long browser caching, and returns the public URL. */
export function uploadFile(
  folder: StorageFolder,
  file: File,
  onProgress: (percent: number) => void = () => {},
): Promise<Uploaded> {
  const path = `${folder}/${storageName(file.name)}`;
  const task = uploadBytesResumable(ref(storage, path), file, {
    contentType: file.type || 'application/octet-stream',
    cacheControl: 'public, max-age=31536000, immutable',
  });
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

export function removeStoredFile(path: string): Promise<void> {
  return deleteObject(ref(storage, path));
}

/**
 * In the emulators, Storage may be missing (its rules runtime is a download). Upload controls
 * ask this first and say so instead of failing.
 */
export async function isStorageAvailable(): Promise<boolean> {
  if (!env.useEmulators) return true;
  try {
    await fetch(`http://${env.emulatorHost}:${emulatorPorts.storage}/`, {
      signal: AbortSignal.timeout(2000),
    });
    return true;
  } catch {
    return false;
  }
}
