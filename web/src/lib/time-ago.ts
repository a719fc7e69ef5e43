const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** '5 minutes ago', '2 days ago'; under a minute (or a clock slightly ahead) is 'just now'. */
export function timeAgo(then: Date, now: Date = new Date()): string {
  const elapsed = now.getTime() - then.getTime();
  for (const [unit, ms] of UNITS) {
    if (elapsed >= ms) return relative.format(-Math.floor(elapsed / ms), unit);
  }
  return 'just now';
}
