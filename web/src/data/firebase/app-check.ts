// App Check for the contact function, loaded only when a site key is configured: without one
// (the emulators, the demo) no reCAPTCHA script or App Check code reaches the visitor.
import { env } from '@/config/env';
import { firebaseApp } from './app';

let loading: Promise<() => Promise<string>> | null = null;

/**
 * A limited-use App Check token (the function consumes it, so a captured one cannot be replayed),
 * or null when App Check is not configured.
 */
export async function appCheckToken(): Promise<string | null> {
  if (!env.appCheckSiteKey) return null;
  loading ??= import('firebase/app-check').then(
    ({ getLimitedUseToken, initializeAppCheck, ReCaptchaEnterpriseProvider }) => {
      const appCheck = initializeAppCheck(firebaseApp, {
        provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey),
        isTokenAutoRefreshEnabled: false,
      });
      return async () => (await getLimitedUseToken(appCheck)).token;
    },
  );
  loading.catch(() => {
    loading = null;
  });
  return (await loading)();
}
