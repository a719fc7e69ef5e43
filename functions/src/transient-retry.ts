/**
 * The Storage emulator now and then drops a connection while it is busy (it answered a seed's
 * upload with "socket hang up" while the Functions emulator was loading): such a failure says
 * nothing about the request, so it is sent again. Any other error is thrown at once.
 */
const TRANSIENT = /socket hang up|ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT/i;

export function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return TRANSIENT.test(error.message) || (typeof code === 'string' && TRANSIENT.test(code));
}

export async function withTransientRetries<T>(
  run: () => Promise<T>,
  { attempts = 4, delayMs = 500, wait = (ms: number) => new Promise((r) => setTimeout(r, ms)) } = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !isTransient(error)) throw error;
      await wait(delayMs * attempt);
    }
  }
}
