/**
 * A dropped connection says nothing about the request: the Storage emulator drops them while it is
 * busy (a seed's upload got "socket hang up" while the Functions emulator was loading; a burst of
 * renditions got "write EPIPE"), and a network can too. Such a request, when it is safe to repeat,
 * is sent again; any other error is thrown at once. Shared by the seed and the functions.
 */
const TRANSIENT = /socket hang up|ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT/i;

export function isTransient(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { code?: unknown }).code;
  return TRANSIENT.test(error.message) || (typeof code === 'string' && TRANSIENT.test(code));
}

// The model compiles without Node's or the DOM's types; both give this timer.
declare function setTimeout(callback: () => void, ms: number): unknown;

export async function withTransientRetries<T>(
  run: () => Promise<T>,
  { attempts = 4, delayMs = 500, wait = (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) } = {},
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
