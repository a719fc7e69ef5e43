// Public pages read through firestore/lite (about 35 KB gzip instead of 165 KB): no auth,
// storage or functions code reaches a visitor's first load.
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { emulatorPorts, env } from '@/config/env';
import { firebaseApp } from './app';

export const liteDb = getFirestore(firebaseApp);
if (env.useEmulators) connectFirestoreEmulator(liteDb, env.emulatorHost, emulatorPorts.firestore);
