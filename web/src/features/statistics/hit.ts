import {
  checkHit,
  screenClass,
  VITAL_MAX,
  type StatisticsHit,
  type WebVitalName,
} from '@portfolio/model/statistics';

/**
 * The host of the site a visitor came from, or nothing: only for a page opened from another site
 * by a plain navigation. A reload or a step back through history repeats the referrer of the
 * first arrival, which would count that site again; a link within the site is no referral.
 */
export function arrivalReferrer(
  referrer: string,
  ownHost: string,
  navigationType: string | undefined,
): string | undefined {
  if (!referrer || navigationType === 'reload' || navigationType === 'back_forward') return undefined;
  let host: string;
  try {
    host = new URL(referrer).hostname.toLowerCase();
  } catch {
    return undefined;
  }
  const bare = (name: string) => name.replace(/^www\./, '');
  return host && bare(host) !== bare(ownHost.toLowerCase()) ? host : undefined;
}

/** 'en' of 'en-GB', lower-cased; nothing for a tag without a plain language subtag. */
export function primaryLanguage(tag: string | undefined): string | undefined {
  const language = tag?.split('-')[0]?.toLowerCase();
  return language && /^[a-z]{2,3}$/.test(language) ? language : undefined;
}

/** Milliseconds to the millisecond; CLS (no unit) to four decimals: the buckets need no more. */
export function roundVital(name: WebVitalName, value: number): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

interface HitParts {
  path: string;
  referrer?: string;
  width: number;
  language?: string;
  vitals?: Partial<Record<WebVitalName, number>>;
}

// What a hit can do without, in the order it is dropped when the function would refuse it.
const OPTIONAL: Partial<Record<string, 'r' | 'l' | 'v'>> = { referrer: 'r', language: 'l', vitals: 'v' };

/**
 * The hit for one view as the function will count it, or null when it would refuse it whatever
 * is left out (a path outside the site's address alphabet, the admin area). A referrer, language
 * or metric the function would refuse is left out rather than losing the view.
 */
export function buildHit({ path, referrer, width, language, vitals }: HitParts): StatisticsHit | null {
  const hit: StatisticsHit = { p: path, s: screenClass(width) };
  if (referrer) hit.r = referrer;
  if (language) hit.l = language;
  // A metric out of range (a page left in the background for an hour) is left out, not the rest.
  const kept = Object.entries(vitals ?? {}).filter(
    ([name, value]) => Number.isFinite(value) && value >= 0 && value <= VITAL_MAX[name as WebVitalName],
  );
  if (kept.length > 0) hit.v = Object.fromEntries(kept);
  for (;;) {
    const check = checkHit(hit);
    if (check.ok) return check.value;
    const optional = OPTIONAL[check.reason];
    if (!optional || hit[optional] === undefined) return null;
    delete hit[optional];
  }
}
