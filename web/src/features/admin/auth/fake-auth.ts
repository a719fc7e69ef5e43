import { vi } from 'vitest';
import type { User } from '@/data/auth';

/** A stand-in for data/auth.ts whose auth events the test fires by hand. */
export function createFakeAuth() {
  let listener: ((user: User | null) => void) | null = null;
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
    /** Fires an auth state change, as Firebase would. */
    emit(user: User | null) {
      listener?.(user);
    },
  };
  return fake;
}

export const adminUser = { uid: 'u1', email: 'admin@example.com' } as User;
