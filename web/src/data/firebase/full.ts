// The full SDK for the admin area. Only lazily loaded admin chunks import this module; public
// code that needs the full Firestore (the contact form's offline queue) imports ./full-firestore.
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorPorts, env } from '@/config/env';
import { firebaseApp } from './app';

export { db, fullConverter } from './full-firestore';

export const auth = getAuth(firebaseApp);
export const storage = getStorage(firebaseApp);
export const functions = getFunctions(firebaseApp);

if (env.useEmulators) {
  const host = env.emulatorHost;
  connectAuthEmulator(auth, `http://${host}:${emulatorPorts.auth}`, { disableWarnings: true });
  connectStorageEmulator(storage, host, emulatorPorts.storage);
  connectFunctionsEmulator(functions, host, emulatorPorts.functions);
}
