// Pure, so the backup format can tell our objects from links without the Storage SDK.
/**
 * The object path behind a download URL (`.../v0/b/<bucket>/o/<path>?...`, from Firebase or its
 * emulator) or a `gs://<bucket>/<path>` URL of `bucket`; null for anything else (demo files,
 * pasted links to other sites), which the app never deletes.
 */
export function storagePathFromUrl(url: string, bucket: string): string | null {
  const gs = /^gs:\/\/([^/]+)\/(.+)$/.exec(url);
  if (gs) return gs[1] === bucket ? gs[2]! : null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const match = /^\/v0\/b\/([^/]+)\/o\/(.+)$/.exec(parsed.pathname);
  if (!match || decodeURIComponent(match[1]!) !== bucket) return null;
  return decodeURIComponent(match[2]!);
}
