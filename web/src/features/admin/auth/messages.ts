/** Texts of the admin sign-in and session guard, in one place. */
export const authMessages = {
  pageTitle: 'Admin Login',
  intro: 'Sign in to manage the portfolio content.',
  email: 'Email',
  emailPlaceholder: 'admin@example.com',
  password: 'Password',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  signIn: 'Sign In',
  loading: 'Loading...',
  returnHome: 'Return to Home',
  checkingSession: 'Checking your session…',
  loginFailed: 'Login failed',
  authError: 'Authentication error',
  unexpected: 'An unexpected error occurred',
  loginSuccess: 'Login successful',
  welcomeBack: 'Welcome back!',
  accessDenied: 'Access denied',
  pleaseLogin: 'Please login to access the admin dashboard',
  notAdmin: 'This account does not have admin access.',
  loggedOut: 'Logged out',
  loggedOutMessage: 'You have been logged out successfully',
  logoutFailed: 'Logout failed',
} as const;

/** Firebase Auth's codes, in words a person understands (the raw code is a developer's text). */
const AUTH_CODE_MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Invalid email or password',
  'auth/invalid-login-credentials': 'Invalid email or password',
  'auth/wrong-password': 'Invalid email or password',
  'auth/user-not-found': 'Invalid email or password',
  'auth/invalid-email': 'Please enter a valid email address',
  'auth/missing-password': 'Password is required',
  'auth/user-disabled': 'This account has been disabled',
  'auth/too-many-requests': 'Too many attempts. Please wait a moment and try again.',
  'auth/network-request-failed': 'Network error: check your connection and try again',
};

export function readableAuthError(code: string, fallback?: string): string {
  return AUTH_CODE_MESSAGES[code] ?? fallback ?? `Sign-in error (${code})`;
}
