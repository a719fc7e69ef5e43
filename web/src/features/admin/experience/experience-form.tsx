import { SimpleGrid } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COLLECTIONS } from '@portfolio/model/collections';
import { normaliseExperience, type Experience, type ExperienceInput } from '@/data/experience/model';
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
import { experienceMessages as t } from './messages';
import { ResponsibilitiesField } from './responsibilities-field';

export function ExperienceForm(props: OrderedFormProps<Experience, ExperienceInput>) {
  const { editing, defaultOrder, onSubmit, onCancel } = props;
  const { busy, run } = useBusy();
  const form = useForm({
    initialValues: {
      position: editing?.position ?? '',
      company: editing?.company ?? '',
      start_date: editing?.start_date ?? '',
      end_date: editing?.end_date ?? '',
      description: editing?.description ?? '',
      responsibilities: editing?.responsibilities.length ? [...editing.responsibilities] : [''],
      order_index: (editing?.order_index ?? defaultOrder) as number | string,
    },
    validate: {
      position: requiredText(t.position),
      company: requiredText(t.company),
      ...dateRangeRules(t),
    },
  });

  const submit = form.onSubmit((values) =>
    run(() =>
      onSubmit(
        normaliseExperience({ ...values, order_index: parseWholeNumber(values.order_index, defaultOrder) }),
      ),
    ),
  );

  return (
    <FormFrame
      editing={!!editing}
      history={
        editing
          ? { collection: COLLECTIONS.experience, docId: editing.id, name: editing.position }
          : undefined
      }
      titles={t}
      saving={busy}
      onSubmit={submit}
      onCancel={onCancel}
      unsaved={changedFields(form, {
        position: t.position,
        company: t.company,
        start_date: t.startDate,
        end_date: t.endDate,
        description: t.descriptionLabel,
        responsibilities: t.responsibilities,
        order_index: orderedMessages.orderLabel,
      })}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ShortTextField label={t.position} withAsterisk {...form.getInputProps('position')} />
        <ShortTextField label={t.company} withAsterisk {...form.getInputProps('company')} />
        <DateRangeFields labels={t} inputProps={form.getInputProps} inline />
      </SimpleGrid>
      <LongTextField label={t.descriptionLabel} {...form.getInputProps('description')} />
      <ResponsibilitiesField
        values={form.values.responsibilities}
        onChange={(i, value) => form.setFieldValue(`responsibilities.${i}`, value)}
        onAdd={() => form.insertListItem('responsibilities', '')}
        onRemove={(i) => form.removeListItem('responsibilities', i)}
      />
      <OrderField {...form.getInputProps('order_index')} maw={200} />
    </FormFrame>
  );
}
