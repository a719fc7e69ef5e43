// reactfire's providers for the admin area only: public pages never load reactfire or the full SDK.
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { firebaseApp } from '@/data/firebase/app';
import { auth, db } from '@/data/firebase/full';

/** The app, Auth and Firestore instances (emulators already connected) that reactfire's hooks use. */
export function AdminFirebaseProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={db}>{children}</FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
