// Helpers for tests that run inside `firebase emulators:exec`, which sets the *_EMULATOR_HOST
// variables. A test that runs outside it fails at once with a clear message.
import { deleteApp, getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { DEMO_PROJECT_ID } from '@portfolio/model/emulators';

export const DEMO_PROJECT = DEMO_PROJECT_ID;

export function emulatorHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const value = process.env[variable];
  if (!value) throw new Error(`${variable} is not set: run this test through scripts/emulators.mjs exec`);
  return value;
}

/** The admin SDK against the emulators (bypasses rules; for arranging and inspecting data). */
export function adminApp(projectId = DEMO_PROJECT) {
  emulatorHost('FIRESTORE_EMULATOR_HOST');
  const name = `admin-${projectId}`;
  const existing = getApps().find((app) => app.name === name);
  const app = existing ?? initializeApp({ projectId }, name);
  return { app, db: getFirestore(app), auth: getAuth(app) };
}

export async function clearFirestore(projectId = DEMO_PROJECT): Promise<void> {
  const host = emulatorHost('FIRESTORE_EMULATOR_HOST');
  const response = await fetch(
    `http://${host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  if (!response.ok) throw new Error(`Could not clear Firestore: ${response.status}`);
}

/** Creates (or resets) a user in the Auth emulator, with the admin claim or without. */
export async function ensureUser(email: string, password: string, admin: boolean, projectId = DEMO_PROJECT) {
  const { auth } = adminApp(projectId);
  const user = await auth.getUserByEmail(email).catch(() => auth.createUser({ email, password }));
  await auth.updateUser(user.uid, { password });
  await auth.setCustomUserClaims(user.uid, admin ? { admin: true } : null);
  return user.uid;
}

export async function closeAdminApps(): Promise<void> {
  await Promise.all(getApps().map((app) => deleteApp(app)));
}

/**
 * Forgets what the contact function counted (its rate-limit counters, not the salt), so tests
 * that send legitimate messages one after another never meet the flood limits meant for scripts.
 */
export async function forgetContactRateLimits(projectId = DEMO_PROJECT): Promise<void> {
  const { db } = adminApp(projectId);
  const counters = await db.collection('contact_rate_limits').get();
  await Promise.all(counters.docs.filter((d) => d.id !== 'address_salt').map((d) => d.ref.delete()));
}
