import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { AdminSession, User } from '@/data/auth';

/**
 * A stand-in for data/auth.ts whose auth events the test fires by hand. Its useAdminSession
 * answers as reactfire's sign-in check does: one listener shared by every screen, then the claim.
 */
export function createFakeAuth() {
  let listener: ((user: User | null) => void) | null = null;
  let session: AdminSession = { status: 'checking', email: '' };
  const screens = new Set<() => void>();
  // Each auth event gets a number so a slow claim check cannot overwrite a newer event.
  let generation = 0;
  let listening = false;

  function show(next: AdminSession) {
    session = next;
    screens.forEach((screen) => screen());
  }

  function onUser(user: User | null) {
    const current = ++generation;
    if (!user) return show({ status: 'signed-out', email: '' });
    const email = user.email ?? '';
    show({ status: 'checking', email });
    fake
      .hasAdminClaim(user)
      .catch(() => false)
      .then((admin) => {
        if (current === generation) show({ status: admin ? 'admin' : 'not-admin', email });
      });
  }

  function subscribe(onChange: () => void) {
    screens.add(onChange);
    if (!listening) {
      listening = true;
      fake.onAuthChange(onUser);
    }
    return () => void screens.delete(onChange);
  }

  const fake = {
    signIn: vi.fn<(email: string, password: string) => Promise<User>>(),
    signOut: vi.fn<() => Promise<void>>(),
    hasAdminClaim: vi.fn<(user: User) => Promise<boolean>>(),
    onAuthChange: vi.fn((callback: (user: User | null) => void) => {
      listener = callback;
      return () => {
        listener = null;
      };
    }),
    authErrorCode: (error: unknown) =>
      error && typeof error === 'object' && 'code' in error && typeof error.code === 'string'
        ? error.code
        : null,
    useAdminSession: () => useSyncExternalStore(subscribe, () => session),
    /** Fires an auth state change, as Firebase would. */
    emit(user: User | null) {
      listener?.(user);
    },
  };
  return fake;
}

export const adminUser = { uid: 'u1', email: 'admin@example.com' } as User;
