// A rules test environment on its own project id, so clearing it never touches the
// demo-portfolio data that the data-layer and browser tests use. Hosts come from the variables
// that `firebase emulators:exec` sets (the port offset moves them), never hard-coded.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { setLogLevel, type Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';

export const RULES_PROJECT = 'demo-rules-test';

// Denied writes are what these tests expect; the SDK would log each one as a stream error.
setLogLevel('silent');

const root = (file: string) => fileURLToPath(new URL(`../../${file}`, import.meta.url));
export const firestoreRulesSource = () => readFileSync(root('firestore.rules'), 'utf8');
export const storageRulesSource = () => readFileSync(root('storage.rules'), 'utf8');

function hostPort(variable: string): { host: string; port: number } {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run this test through scripts/emulators.mjs exec`);
  const at = value.lastIndexOf(':');
  return { host: value.slice(0, at), port: Number(value.slice(at + 1)) };
}

export async function rulesEnvironment(options: { storage?: boolean } = {}): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: RULES_PROJECT,
    firestore: { ...hostPort('FIRESTORE_EMULATOR_HOST'), rules: firestoreRulesSource() },
    ...(options.storage
      ? { storage: { ...hostPort('FIREBASE_STORAGE_EMULATOR_HOST'), rules: storageRulesSource() } }
      : {}),
  });
}

export type Role = 'visitor' | 'user' | 'admin';
export const ROLES: readonly Role[] = ['visitor', 'user', 'admin'];

const contexts = new WeakMap<RulesTestEnvironment, Map<Role, RulesTestContext>>();

/**
 * visitor: no sign-in; user: anyone who signed up (no claim); admin: custom claim admin == true.
 * One context per role and environment: each new context opens its own connection (slow).
 */
export function contextFor(env: RulesTestEnvironment, role: Role): RulesTestContext {
  const known = contexts.get(env) ?? new Map<Role, RulesTestContext>();
  contexts.set(env, known);
  let ctx = known.get(role);
  if (!ctx) {
    if (role === 'visitor') ctx = env.unauthenticatedContext();
    else if (role === 'user') ctx = env.authenticatedContext('someone', { email: 'someone@example.com' });
    else ctx = env.authenticatedContext('the-admin', { email: 'admin@example.com', admin: true });
    known.set(role, ctx);
  }
  return ctx;
}

// rules-unit-testing hands out compat instances; the modular functions unwrap them (_delegate).
export const firestoreOf = (ctx: RulesTestContext) => ctx.firestore() as unknown as Firestore;
export const storageOf = (ctx: RulesTestContext) => ctx.storage() as unknown as FirebaseStorage;
