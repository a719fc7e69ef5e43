// The full Firestore SDK alone (no auth, storage or functions): what the contact form's offline
// queue needs. The public site precaches whatever it can reach, so a public chunk that imported
// ./full would put the admin-only SDKs into every visitor's cache.
import {
  connectFirestoreEmulator,
  getFirestore,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { emulatorPorts, env } from '@/config/env';
import type { Codec } from '@/data/codec';
import { firebaseApp } from './app';

export const db = getFirestore(firebaseApp);
if (env.useEmulators) connectFirestoreEmulator(db, env.emulatorHost, emulatorPorts.firestore);

export function fullConverter<T>(codec: Codec<T>): FirestoreDataConverter<T, DocumentData> {
  return {
    toFirestore: () => {
      throw new Error('Writes go through the collection modules, which build documents explicitly');
    },
    fromFirestore: (snapshot: QueryDocumentSnapshot) => codec.fromFirestore(snapshot.id, snapshot.data()),
  };
}
