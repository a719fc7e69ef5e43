// The callable protocol over fetch (POST {data}, answer {result} or {error: {status}}): the
// contact page needs two calls, not the functions SDK.
import { FUNCTIONS_REGION } from '@portfolio/model/contact';
import { emulatorPorts, env } from '@/config/env';
import { appCheckToken } from '@/data/firebase/app-check';

/** The callable protocol's error status ('RESOURCE_EXHAUSTED'...), or 'UNREACHABLE' for no answer. */
export class CallableError extends Error {
  constructor(readonly status: string) {
    super(`The function answered ${status}`);
  }
}

function functionUrl(name: string): string {
  const project = env.firebase.projectId;
  return env.useEmulators
    ? `http://${env.emulatorHost}:${emulatorPorts.functions}/${project}/${FUNCTIONS_REGION}/${name}`
    : `https://${FUNCTIONS_REGION}-${project}.cloudfunctions.net/${name}`;
}

/** A call that has not answered by then never will; the outbox tries again later. */
const CALL_TIMEOUT_MS = 60_000;

export async function callFunction<T>(name: string, data: unknown): Promise<T> {
  let response: Response;
  try {
    const appCheck = await appCheckToken();
    response = await fetch(functionUrl(name), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(appCheck ? { 'x-firebase-appcheck': appCheck } : {}),
      },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
  } catch {
    throw new CallableError('UNREACHABLE');
  }
  let body: { result?: T; error?: { status?: string } } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // A proxy's HTML error page: treated as no answer below
  }
  if (response.ok && body.result !== undefined) return body.result;
  throw new CallableError(body.error?.status ?? (response.status >= 500 ? 'UNAVAILABLE' : 'UNREACHABLE'));
}
