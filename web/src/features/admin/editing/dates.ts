import { editingMessages as m } from './messages';

// Dates that people type are ISO strings YYYY-MM or YYYY-MM-DD, which sort and parse the same
// everywhere.
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value.trim());
}

/** The rules of a date range: the start is required, the end may be empty (ongoing). */
export function dateRangeRules(labels: { startDate: string }) {
  return {
    start_date: (v: string) =>
      !v.trim() ? m.required(labels.startDate) : isIsoDate(v) ? null : m.dateFormat,
    end_date: (v: string) => (!v.trim() || isIsoDate(v) ? null : m.dateFormat),
  };
}
