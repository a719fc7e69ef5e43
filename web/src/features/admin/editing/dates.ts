// Dates that people type are ISO strings YYYY-MM or YYYY-MM-DD (DESIGN.md), which sort and
// parse the same everywhere.
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value.trim());
}
