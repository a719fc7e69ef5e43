/** The caller's auth as the callable sees it. */
export type Auth = { uid?: string; token?: Record<string, unknown> } | undefined;

/** A refusal the admin reads: the callable answers with its code and its words. */
export class RestoreError extends Error {
  constructor(
    readonly code: 'permission-denied' | 'invalid-argument' | 'not-found' | 'failed-precondition',
    message: string,
  ) {
    super(message);
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
