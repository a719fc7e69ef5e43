// The full SDK for the admin area. Only lazily loaded admin chunks import this module; public
// code that needs the full Firestore (the contact form's offline queue) imports ./full-firestore.
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorPorts, env } from '@/config/env';
import { firebaseApp } from './app';

export { db, fullConverter } from './full-firestore';

// getAuth's persistence without its popup and redirect helper: the admin signs in with email and
// password only, and on phones and Safari that helper loads Google's gapi script and a frame from
// the auth domain up front, which the site's Content-Security-Policy does not allow (scripts from
// the site itself only).
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});
export const storage = getStorage(firebaseApp);
export const functions = getFunctions(firebaseApp);

if (env.useEmulators) {
  const host = env.emulatorHost;
  connectAuthEmulator(auth, `http://${host}:${emulatorPorts.auth}`, { disableWarnings: true });
  connectStorageEmulator(storage, host, emulatorPorts.storage);
  connectFunctionsEmulator(functions, host, emulatorPorts.functions);
}
