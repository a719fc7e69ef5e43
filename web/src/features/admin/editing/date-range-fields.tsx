import { SimpleGrid } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { editingMessages as m } from './messages';
import { ShortTextField } from './text-fields';

interface DateRangeLabels {
  startDate: string;
  endDate: string;
  /** What an empty end date means for this collection (ongoing, current position). */
  endDateDescription: string;
}

interface DateRangeFieldsProps {
  labels: DateRangeLabels;
  inputProps: (field: 'start_date' | 'end_date') => GetInputPropsReturnType;
  /** Set when the fields already sit in a grid of the form. */
  inline?: boolean;
}

/** A required start date and an optional end date, both typed as YYYY-MM or YYYY-MM-DD. */
export function DateRangeFields({ labels, inputProps, inline = false }: DateRangeFieldsProps) {
  const fields = (
    <>
      <ShortTextField
        label={labels.startDate}
        placeholder={m.datePlaceholder}
        description={m.dateDescription}
        withAsterisk
        {...inputProps('start_date')}
      />
      <ShortTextField
        label={labels.endDate}
        placeholder={m.datePlaceholder}
        description={labels.endDateDescription}
        {...inputProps('end_date')}
      />
    </>
  );
  return inline ? fields : <SimpleGrid cols={{ base: 1, sm: 2 }}>{fields}</SimpleGrid>;
}
