// The full SDK for the admin area (and the contact form's offline queue). Only lazily loaded
// chunks import this module.
import { connectAuthEmulator, getAuth } from 'firebase/auth';
import {
  connectFirestoreEmulator,
  getFirestore,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { connectFunctionsEmulator, getFunctions } from 'firebase/functions';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { emulatorPorts, env } from '@/config/env';
import type { Codec } from '../codec';
import { firebaseApp } from './app';

export const db = getFirestore(firebaseApp);
export const auth = getAuth(firebaseApp);
export const storage = getStorage(firebaseApp);
export const functions = getFunctions(firebaseApp);

if (env.useEmulators) {
  const host = env.emulatorHost;
  connectFirestoreEmulator(db, host, emulatorPorts.firestore);
  connectAuthEmulator(auth, `http://${host}:${emulatorPorts.auth}`, { disableWarnings: true });
  connectStorageEmulator(storage, host, emulatorPorts.storage);
  connectFunctionsEmulator(functions, host, emulatorPorts.functions);
}

export function fullConverter<T>(codec: Codec<T>): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore: () => {
      throw new Error('Writes go through the collection modules, which build documents explicitly');
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => codec.fromFirestore(snapshot.id, snapshot.data()),
  };
}
