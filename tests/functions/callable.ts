// Calls a callable function of the Functions emulator over HTTP, as the web SDK does: POST
// {data} with the caller's Auth-emulator ID token; the answer is {result} or {error}.
import { DEMO_PROJECT, emulatorHost } from '../support/emulator';
import { REGION } from 'functions/config';

interface HostPort {
  host: string;
  port: number;
}

/** Where the hub says the Functions emulator listens (the port offset moves it). */
export async function functionsOrigin(): Promise<string> {
  const hub = process.env.FIREBASE_EMULATOR_HUB;
  if (!hub)
    throw new Error('FIREBASE_EMULATOR_HUB is not set: run this test through scripts/emulators.mjs exec');
  const emulators = (await (await fetch(`http://${hub}/emulators`)).json()) as Record<string, HostPort>;
  const functions = emulators.functions;
  if (!functions) throw new Error('The Functions emulator is not running');
  return `http://${functions.host}:${functions.port}`;
}

export async function idToken(email: string, password: string): Promise<string> {
  const host = emulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Could not sign in ${email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

interface CallOutcome {
  httpStatus: number;
  result?: unknown;
  error?: { status: string; message: string };
}

export async function callFunction(
  name: string,
  data: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<CallOutcome> {
  const response = await fetch(`${await functionsOrigin()}/${DEMO_PROJECT}/${REGION}/${name}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as Omit<CallOutcome, 'httpStatus'>;
  return { httpStatus: response.status, ...body };
}

/** Polls until `check` holds (triggers run asynchronously), or fails after `timeoutMs`. */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Condition not met within ${timeoutMs} ms`);
}
