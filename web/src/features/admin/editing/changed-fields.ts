import type { UseFormReturnType } from '@mantine/form';

/** The labels of the fields whose value differs from what the form started with (or last saved). */
export function changedFields<Values>(
  form: Pick<UseFormReturnType<Values>, 'isDirty'>,
  labels: Partial<Record<keyof Values & string, string>>,
): string[] {
  return Object.entries(labels).flatMap(([field, label]) =>
    typeof label === 'string' && form.isDirty(field) ? [label] : [],
  );
}
