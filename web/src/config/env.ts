/**
 * The one place that reads `import.meta.env`. Without a real project id (or with a `demo-` one)
 * the app talks to the Firebase Emulator Suite, the built-in default.
 */
import { DEMO_PROJECT_ID, emulatorPorts as portsAt, parsePortOffset } from '@portfolio/model/emulators';

const vars = import.meta.env;

const projectId: string = vars.VITE_FIREBASE_PROJECT_ID || DEMO_PROJECT_ID;
const useEmulators = vars.VITE_USE_EMULATORS === 'true' || projectId.startsWith('demo-');

// vite.config.ts passes PORTFOLIO_PORT_OFFSET on as VITE_EMULATOR_PORT_OFFSET (side-by-side checkouts).
const ports = portsAt(parsePortOffset(vars.VITE_EMULATOR_PORT_OFFSET));

/**
 * Where the public site lives, for canonical links, link previews and the sitemap: crawlers need
 * absolute URLs. The emulators' Hosting, or the project's default Hosting domain.
 */
const siteUrl: string = (
  vars.VITE_SITE_URL || (useEmulators ? `http://127.0.0.1:${ports.hosting}` : `https://${projectId}.web.app`)
).replace(/\/+$/, '');

export const env = {
  firebase: {
    apiKey: vars.VITE_FIREBASE_API_KEY || 'demo-api-key',
    authDomain: vars.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
    projectId,
    storageBucket: vars.VITE_FIREBASE_STORAGE_BUCKET || `${projectId}.appspot.com`,
    messagingSenderId: vars.VITE_FIREBASE_MESSAGING_SENDER_ID || '',
    appId: vars.VITE_FIREBASE_APP_ID || '',
  },
  useEmulators,
  siteUrl,
  /** The emulators run on the machine that serves the page (also when a phone opens it over the LAN). */
  emulatorHost:
    vars.VITE_EMULATOR_HOST || (typeof location === 'undefined' ? '127.0.0.1' : location.hostname),
  /** reCAPTCHA Enterprise site key: with it the contact form sends App Check tokens. */
  appCheckSiteKey: vars.VITE_APPCHECK_SITE_KEY || '',
  emailjs: {
    publicKey: vars.VITE_EMAILJS_PUBLIC_KEY || '',
    serviceId: vars.VITE_EMAILJS_SERVICE_ID || '',
    templateId: vars.VITE_EMAILJS_TEMPLATE_ID || '',
  },
} as const;

/** Where each emulator listens, this checkout's port offset included. */
export const emulatorPorts = ports;
