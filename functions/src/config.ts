import { CONTACT_RATE_LIMITS, FUNCTIONS_REGION, type ContactRateLimits } from '@portfolio/model/contact';
import { STATISTICS_RATE_LIMITS } from '@portfolio/model/statistics';
import { DIRECT_CALL_APPENDED_HOPS } from './contact-message/caller-address';
import type { StatisticsRateLimits } from './site-statistics/memory-rate-limit';
// The one place the functions read process.env. Values are read on each call, because the
// emulator and the Cloud Functions runtime set them before a request, not always at import.

/** True inside the Firebase Emulator Suite's functions runtime. */
export function inEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}

/**
 * Storage is usable in production, and in the emulators only when the Storage emulator runs
 * (its rules runtime is a download that some machines cannot make).
 */
export function storageUsable(): boolean {
  return !inEmulator() || Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
}

/** Region of every function, the one the web app and the tools call (the web SDK's default). */
export const REGION = FUNCTIONS_REGION;

/** The Hosting site a publish replaces: HOSTING_SITE, or the project's default site. */
export function hostingSite(): string | undefined {
  return process.env.HOSTING_SITE || process.env.GCLOUD_PROJECT;
}

/** Rate limits from the JSON in `variable`, each value missing or not a positive whole number the default. */
function rateLimitsFrom(variable: string, defaults: ContactRateLimits): ContactRateLimits {
  let overrides: Record<string, unknown> = {};
  try {
    overrides = JSON.parse(process.env[variable] || '{}') as Record<string, unknown>;
  } catch {
    console.warn(`${variable} is not JSON; the default limits apply`);
  }
  const pick = (key: keyof ContactRateLimits) => {
    const value = overrides[key];
    return Number.isInteger(value) && (value as number) > 0 ? (value as number) : defaults[key];
  };
  return { perMinute: pick('perMinute'), perDay: pick('perDay'), allPerDay: pick('allPerDay') };
}

/**
 * The contact function's limits. CONTACT_RATE_LIMITS (JSON, e.g. {"perMinute":50}) overrides
 * single values for a test run; anything missing or not a positive whole number keeps the default.
 */
export function contactRateLimits(): ContactRateLimits {
  return rateLimitsFrom('CONTACT_RATE_LIMITS', CONTACT_RATE_LIMITS);
}

/** The statistics hit function's limits per instance; STATISTICS_RATE_LIMITS overrides them as above. */
export function statisticsRateLimits(): StatisticsRateLimits {
  return rateLimitsFrom('STATISTICS_RATE_LIMITS', STATISTICS_RATE_LIMITS);
}

/**
 * True when the contact function must see a valid, unused App Check token: set
 * APPCHECK_ENFORCE=true in functions/.env together with the web app's VITE_APPCHECK_SITE_KEY.
 */
export function appCheckEnforced(): boolean {
  return process.env.APPCHECK_ENFORCE === 'true';
}

/**
 * How many X-Forwarded-For entries are appended after the caller's address
 * (contact-message/caller-address.ts): none for a callable reached at its own URL, one behind an
 * external load balancer. CONTACT_PROXY_HOPS sets it for such a setup; anything not a whole
 * number >= 0 keeps 0.
 */
export function contactProxyHops(): number {
  return hopsFrom('CONTACT_PROXY_HOPS');
}

function hopsFrom(variable: string): number {
  const text = process.env[variable];
  const value = Number(text ?? '');
  return text && Number.isInteger(value) && value >= 0 ? value : DIRECT_CALL_APPENDED_HOPS;
}

/**
 * How many X-Forwarded-For entries follow the visitor's address on a hit that carries no
 * Fastly-Client-IP (site-statistics/visitor-address.ts): none for a call at the function's own
 * URL. STATISTICS_PROXY_HOPS sets another number for another proxy in front; anything not a
 * whole number >= 0 keeps 0.
 */
export function statisticsProxyHops(): number {
  return hopsFrom('STATISTICS_PROXY_HOPS');
}
