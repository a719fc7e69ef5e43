import { signInWithEmailAndPassword, signOut as firebaseSignOut, type User } from 'firebase/auth';
import { useSigninCheck } from 'reactfire';
import { auth } from './firebase/full';

export type { User };

export async function signIn(email: string, password: string): Promise<User> {
  return (await signInWithEmailAndPassword(auth, email, password)).user;
}

export function signOut(): Promise<void> {
  return firebaseSignOut(auth);
}

/** The admin is a signed-in user whose ID token carries `admin: true` (a bare sign-in is not enough: anyone can sign up). */
export async function hasAdminClaim(user: User): Promise<boolean> {
  const token = await user.getIdTokenResult();
  return token.claims.admin === true;
}

/**
 * checking: Firebase has not answered yet; signed-out: no user; not-admin: a signed-in user
 * without the `admin` claim; admin: may use the admin area.
 */
export type SessionStatus = 'checking' | 'signed-out' | 'not-admin' | 'admin';

export interface AdminSession {
  status: SessionStatus;
  email: string;
}

const ADMIN_CLAIM = { requiredClaims: { admin: true } };

/**
 * The session as every admin screen sees it, live: reactfire shares one listener to the ID token
 * among all of them, so signing out in another tab or a revoked token shows everywhere at once.
 * Needs the admin area's providers (AdminFirebaseProvider).
 */
export function useAdminSession(): AdminSession {
  try {
    // reactfire throws a failed check only after all of its hooks have run: same order every render.
    // eslint-disable-next-line react-hooks/rules-of-hooks
    const { status, data } = useSigninCheck(ADMIN_CLAIM);
    if (status !== 'success') return { status: 'checking', email: '' };
    const email = data.user?.email ?? '';
    if (!data.signedIn) return { status: 'signed-out', email };
    return { status: data.hasRequiredClaims ? 'admin' : 'not-admin', email };
  } catch {
    // reactfire throws a failed claim check (an offline token refresh): refuse rather than let in.
    return { status: 'not-admin', email: '' };
  }
}

/** Firebase Auth's error code ('auth/invalid-credential', ...) or null for any other failure. */
export function authErrorCode(error: unknown): string | null {
  if (error && typeof error === 'object' && 'code' in error && typeof error.code === 'string') {
    return error.code.startsWith('auth/') ? error.code : null;
  }
  return null;
}
