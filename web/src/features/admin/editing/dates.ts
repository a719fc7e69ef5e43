import type { ShortSpec } from './field-table';
import { editingMessages as m } from './messages';

// Dates that people type are ISO strings YYYY-MM or YYYY-MM-DD, which sort and parse the same
// everywhere.
const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?$/;

function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value.trim());
}

interface DateRangeLabels {
  startDate: string;
  endDate: string;
  /** What an empty end date means for this collection (ongoing, current position). */
  endDateDescription: string;
}

/**
 * The fields of a date range: the start is required, the end may be empty (ongoing); both are
 * typed as YYYY-MM or YYYY-MM-DD.
 */
export function dateRangeFields(labels: DateRangeLabels) {
  return {
    start_date: {
      kind: 'short',
      label: labels.startDate,
      required: true,
      rule: (v: string) => (!v.trim() ? m.required(labels.startDate) : isIsoDate(v) ? null : m.dateFormat),
      props: { placeholder: m.datePlaceholder, description: m.dateDescription },
    } satisfies ShortSpec,
    end_date: {
      kind: 'short',
      label: labels.endDate,
      rule: (v: string) => (!v.trim() || isIsoDate(v) ? null : m.dateFormat),
      props: { placeholder: m.datePlaceholder, description: labels.endDateDescription },
    } satisfies ShortSpec,
  };
}
