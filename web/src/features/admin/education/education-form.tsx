import { useForm } from '@mantine/form';
import { COLLECTIONS } from '@portfolio/model/collections';
import type { Education, EducationInput } from '@/data/education/model';
import { DateRangeFields } from '@/features/admin/editing/date-range-fields';
import { dateRangeRules } from '@/features/admin/editing/dates';
import { requiredText } from '@/features/admin/editing/field-rules';
import { changedFields } from '@/features/admin/editing/changed-fields';
import { orderedMessages } from '@/features/admin/ordered/messages';
import { FormFrame } from '@/features/admin/editing/form-frame';
import { LongTextField, ShortTextField } from '@/features/admin/editing/text-fields';
import { useBusy } from '@/features/admin/editing/use-busy';
import type { OrderedFormProps } from '@/features/admin/ordered/ordered-editor';
import { OrderField } from '@/features/admin/ordered/order-field';
import { parseWholeNumber } from '@/features/admin/ordered/order';
import { educationMessages as t } from './messages';

export function EducationForm({
  editing,
  defaultOrder,
  onSubmit,
  onCancel,
}: OrderedFormProps<Education, EducationInput>) {
  const { busy, run } = useBusy();
  const form = useForm({
    initialValues: {
      degree: editing?.degree ?? '',
      institution: editing?.institution ?? '',
      start_date: editing?.start_date ?? '',
      end_date: editing?.end_date ?? '',
      description: editing?.description ?? '',
      order_index: (editing?.order_index ?? defaultOrder) as number | string,
    },
    validate: {
      degree: requiredText(t.degree),
      institution: requiredText(t.institution),
      ...dateRangeRules(t),
    },
  });

  const submit = form.onSubmit((values) =>
    run(() => onSubmit({ ...values, order_index: parseWholeNumber(values.order_index, defaultOrder) })),
  );

  return (
    <FormFrame
      editing={!!editing}
      history={
        editing ? { collection: COLLECTIONS.education, docId: editing.id, name: editing.degree } : undefined
      }
      titles={t}
      saving={busy}
      onSubmit={submit}
      onCancel={onCancel}
      unsaved={changedFields(form, {
        degree: t.degree,
        institution: t.institution,
        start_date: t.startDate,
        end_date: t.endDate,
        description: t.descriptionLabel,
        order_index: orderedMessages.orderLabel,
      })}
    >
      <ShortTextField label={t.degree} withAsterisk {...form.getInputProps('degree')} />
      <ShortTextField label={t.institution} withAsterisk {...form.getInputProps('institution')} />
      <DateRangeFields labels={t} inputProps={form.getInputProps} />
      <LongTextField label={t.descriptionLabel} {...form.getInputProps('description')} />
      <OrderField {...form.getInputProps('order_index')} maw={200} />
    </FormFrame>
  );
}
