// The one place the functions read process.env. Values are read on each call, because the
// emulator and the Cloud Functions runtime set them before a request, not always at import.

/** True inside the Firebase Emulator Suite's functions runtime. */
export function inEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * Storage is usable in production, and in the emulators only when the Storage emulator runs
 * (its rules runtime is a download that some machines cannot make: DESIGN.md).
 */
export function storageUsable(): boolean {
  return !inEmulator() || Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
}

/** Region of every function: the web SDK's default, so httpsCallable needs no region. */
export const REGION = 'us-central1';
