/** The parts of the HTTP request the address is read from. */
interface RequestLike {
  headers: Record<string, string | string[] | undefined>;
  ip?: string;
}

/**
 * The caller's address. Google's front end appends the address it received the request from to
 * X-Forwarded-For, after whatever the caller wrote there: only the last entry is not the
 * caller's own choice. Without the header (the emulators), the socket's address.
 */
export function callerAddress(request: RequestLike): string {
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return forwarded.at(-1) ?? request.ip ?? 'unknown';
}
