/**
 * A moment as a `datetime-local` input holds it (YYYY-MM-DDTHH:mm, in this browser's time zone)
 * and as a Date (an instant, stored in UTC): the admin types the clock time of their own zone.
 */
const MOMENT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local date and time of `date` to the minute, as a datetime-local input shows it. */
export function toDateTimeInput(date: Date): string {
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * The instant of the local time typed, or null when the text is no real time (2026-02-30T10:00,
 * 25:00). A time that does not exist here (skipped when clocks go forward) is moved forward as
 * the browser's Date does.
 */
export function fromDateTimeInput(text: string): Date | null {
  const match = MOMENT.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hours > 23 || minutes > 59) return null;
  const date = new Date(year, month - 1, day, hours, minutes);
  date.setFullYear(year); // new Date() reads years below 100 as 19xx
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}

/** This browser's IANA time zone (e.g. Europe/Berlin), the zone the admin's times are in. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
