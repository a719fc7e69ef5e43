const DAY_MS = 86_400_000;

/** The UTC day of a time, 'YYYY-MM-DD': the day a view is counted under. */
export const utcDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The UTC day `n` days after `day` (before it when negative). */
export const addDays = (day: string, n: number): string =>
  utcDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** The `days` UTC days that end with today's, oldest first. */
export function lastDays(days: number, nowMs: number): string[] {
  const today = utcDay(nowMs);
  return Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
}
