/**
 * A calendar day as a date input holds it (YYYY-MM-DD) and as a Date at 00:00 in this browser's
 * time zone: the day the admin picks is the day stored, whatever the zone's offset from UTC.
 */
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The local day of `date` as YYYY-MM-DD. */
export function toDayInput(date: Date): string {
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 00:00 local time of the day typed, or null when the text is no real day (2026-02-30). */
export function fromDayInput(text: string): Date | null {
  const match = DAY.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // new Date() reads years below 100 as 19xx
  const real = date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day;
  return real ? date : null;
}
