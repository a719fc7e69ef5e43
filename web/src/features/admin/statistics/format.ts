import type { WebVitalName } from '@portfolio/model/statistics';

const NUMBER = new Intl.NumberFormat('en');
export const formatCount = (n: number): string => NUMBER.format(n);

/** '42%' of a total; '0%' of nothing. */
export function formatShare(part: number, total: number): string {
  return `${total > 0 ? Math.round((part / total) * 100) : 0}%`;
}

/** A time metric in ms below a second, in seconds from there ('850 ms', '2.5 s'); CLS as a plain number. */
export function formatVital(name: WebVitalName, value: number): string {
  if (name === 'CLS') return String(Math.round(value * 1000) / 1000);
  if (name === 'INP' || value < 1000) return `${NUMBER.format(Math.round(value))} ms`;
  return `${Math.round(value / 100) / 10} s`;
}

// The counters' days are UTC days: shown as such wherever the admin is.
const DAY = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('en', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 5' of '2026-03-05'. */
export const formatDay = (day: string): string => DAY.format(new Date(`${day}T00:00:00Z`));
/** 'Thu, Mar 5' of '2026-03-05'. */
export const formatLongDay = (day: string): string => LONG_DAY.format(new Date(`${day}T00:00:00Z`));

/** The admin's clock time of a moment, '14:05'. */
export function formatClock(at: number): string {
  return new Date(at).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/** The name of a country or language code in English, or the code as stored when it is none. */
function displayName(type: 'region' | 'language', code: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type, fallback: 'none' }).of(code) ?? code;
  } catch {
    return code;
  }
}
export const countryName = (code: string): string => displayName('region', code.toUpperCase());
export const languageName = (code: string): string => displayName('language', code);
