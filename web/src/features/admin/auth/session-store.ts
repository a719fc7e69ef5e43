import { create } from 'zustand';
import { hasAdminClaim, onAuthChange, type User } from '@/data/auth';

/**
 * checking: Firebase has not answered yet; signed-out: no user; not-admin: a signed-in user
 * without the `admin` claim (anyone can sign up on plain Firebase Auth, so a session alone is
 * not enough); admin: may use the admin area.
 */
export type SessionStatus = 'checking' | 'signed-out' | 'not-admin' | 'admin';

interface SessionState {
  status: SessionStatus;
  user: User | null;
}

export const useSessionStore = create<SessionState>(() => ({ status: 'checking', user: null }));

let unsubscribe: (() => void) | null = null;
// Each auth event gets a number so a slow claim check cannot overwrite a newer event.
let generation = 0;

/** Subscribes once to Firebase's auth state; every admin screen reads the same store. */
export function listenToSession(): void {
  if (unsubscribe) return;
  unsubscribe = onAuthChange((user) => {
    const current = ++generation;
    if (!user) {
      useSessionStore.setState({ status: 'signed-out', user: null });
      return;
    }
    useSessionStore.setState({ status: 'checking', user });
    // A claim check that fails (offline token refresh) refuses rather than lets in.
    hasAdminClaim(user)
      .catch(() => false)
      .then((admin) => {
        if (current !== generation) return;
        useSessionStore.setState({ status: admin ? 'admin' : 'not-admin', user });
      });
  });
}

/** For tests: start again from 'checking'. */
export function resetSession(): void {
  unsubscribe?.();
  unsubscribe = null;
  generation = 0;
  useSessionStore.setState({ status: 'checking', user: null });
}
