import {
  onAuthStateChanged,
  signInWithEmailAndPassword,
  signOut as firebaseSignOut,
  type User,
} from 'firebase/auth';
import { auth } from './firebase/full';

export type { User };

export async function signIn(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(auth, email, password)).user;
}

export function signOut(): Promise<void> {
  return firebaseSignOut(auth);
}

export function onAuthChange(callback: (user: User | null) => void): () => void {
  return onAuthStateChanged(auth, callback);
}

/** The admin is a signed-in user whose ID token carries `admin: true` (a bare sign-in is not enough: anyone can sign up). */
export async function hasAdminClaim(user: User): Promise<boolean> {
  const token = await user.getIdTokenResult();
  return token.claims.admin === true;
}

/** Firebase Auth's error code ('auth/invalid-credential', ...) or null for any other failure. */
export function authErrorCode(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code.startsWith('auth/') ? error.code : null;
  }
  return null;
}
