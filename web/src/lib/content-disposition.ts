/**
 * The Content-Disposition of an uploaded file, so a download keeps the name the admin chose
 * (RFC 6266 with the RFC 5987 `filename*` for non-ASCII names). `inline` lets the browser show
 * what it can. Only the base name is kept: a path in a name must never reach the header.
 */
export function contentDisposition(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop()?.trim() || 'file';
  // ASCII fallback for old clients: printable ASCII only, without quotes or backslashes.
  const ascii = base.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(base)}`;
}

/** Percent-encodes everything RFC 5987's attr-char does not allow. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
