import { DOWNLOAD_PATH_PREFIX } from '@portfolio/model/storage-paths';
import { emulatorPorts } from '@/config/env';

const STORAGE_HOSTS = new Set(['firebasestorage.googleapis.com', 'storage.googleapis.com']);

/**
 * The `crossOrigin` to give an `<img>` of this URL: 'anonymous' for Firebase Storage (production
 * or the emulator), so the browser makes a CORS request and the service worker can keep a real
 * 200 response for offline use; an image without it comes back opaque, which the service worker
 * refuses to cache. The bucket must allow it (cors.json). Other hosts get nothing: an arbitrary
 * site without CORS headers would otherwise stop showing the image at all.
 *
 *   <img src={url} crossOrigin={imageCrossOrigin(url)} alt="..." />
 */
export function imageCrossOrigin(url: string | null | undefined): 'anonymous' | undefined {
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url, typeof location === 'undefined' ? 'http://localhost' : location.href);
  } catch {
    return undefined;
  }
  if (STORAGE_HOSTS.has(parsed.hostname)) return 'anonymous';
  const fromEmulator =
    parsed.port === String(emulatorPorts.storage) && parsed.pathname.startsWith(DOWNLOAD_PATH_PREFIX);
  return fromEmulator ? 'anonymous' : undefined;
}
