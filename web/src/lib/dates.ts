const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const PRESENT = 'Present';

/**
 * People type dates as `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, stored as typed. Shown as 'Mar 2021' (or the
 * year alone); anything else is shown as typed rather than hidden.
 */
export function formatMonthYear(value: string): string {
  const trimmed = value.trim();
  const match = /^(\d{4})(?:-(\d{2}))?(?:-\d{2})?$/.exec(trimmed);
  if (!match) return trimmed;
  const year = match[1] ?? trimmed;
  const monthName = match[2] ? MONTHS[Number(match[2]) - 1] : undefined;
  return monthName ? `${monthName} ${year}` : year;
}

/** 'Mar 2021 - Present' when there is no end date (null, undefined or blank means current). */
export function formatDateRange(start: string, end: string | null | undefined): string {
  const from = formatMonthYear(start);
  const to = end && end.trim() !== '' ? formatMonthYear(end) : PRESENT;
  return from ? `${from} - ${to}` : to;
}

/**
 * A day as readers see it, 'March 5, 2026'. Written in UTC, so a prerendered page and the browser
 * that hydrates it, wherever it is, write the same day.
 */
const DAY_FORMAT = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
export const formatDay = (date: Date | null): string => (date ? DAY_FORMAT.format(date) : '');

/** The same day as a machine reads it ('2026-03-05'), for <time dateTime>. */
export const isoDay = (date: Date | null): string | undefined => date?.toISOString().slice(0, 10);
