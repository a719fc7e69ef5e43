import { getApps, initializeApp, type App } from 'firebase-admin/app';

/** The default admin app, created on first use (the runtime supplies project and bucket). */
export function adminApp(): App {
  return getApps()[0] ?? initializeApp();
}
