import { TEXT_LIMITS } from '@portfolio/model/limits';
import { Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Experience, ExperienceInput } from '@/data/experience/model';
import { isIsoDate } from '@/features/admin/editing/dates';
import { FormActions } from '@/features/admin/editing/form-actions';
import { editingMessages as m } from '@/features/admin/editing/messages';
import { useBusy } from '@/features/admin/editing/use-busy';
import type { OrderedFormProps } from '@/features/admin/ordered/ordered-editor';
import { OrderField } from '@/features/admin/ordered/order-field';
import { parseWholeNumber } from '@/features/admin/ordered/order';
import { experienceMessages as t } from './messages';
import { ResponsibilitiesField } from './responsibilities-field';
import { dropEmptyResponsibilities } from './responsibilities';

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
      position: (v) => (v.trim() ? null : m.required(t.position)),
      company: (v) => (v.trim() ? null : m.required(t.company)),
      start_date: (v) => (!v.trim() ? m.required(t.startDate) : isIsoDate(v) ? null : m.dateFormat),
      end_date: (v) => (!v.trim() || isIsoDate(v) ? null : m.dateFormat),
    },
  });

  const submit = form.onSubmit((values) =>
    run(() =>
      onSubmit({
        ...values,
        start_date: values.start_date.trim(),
        // An empty end date means a current position (spec §3).
        end_date: values.end_date.trim() || null,
        responsibilities: dropEmptyResponsibilities(values.responsibilities),
        order_index: parseWholeNumber(values.order_index, defaultOrder),
      }),
    ),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
      <Title order={2} size="h3" mb="md">
        {editing ? t.editTitle : t.addTitle}
      </Title>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t.position}
            withAsterisk
            maxLength={TEXT_LIMITS.short}
            {...form.getInputProps('position')}
          />
          <TextInput
            label={t.company}
            withAsterisk
            maxLength={TEXT_LIMITS.short}
            {...form.getInputProps('company')}
          />
          <TextInput
            label={t.startDate}
            placeholder={m.datePlaceholder}
            description={m.dateDescription}
            withAsterisk
            {...form.getInputProps('start_date')}
          />
          <TextInput
            label={t.endDate}
            placeholder={m.datePlaceholder}
            description={t.endDateDescription}
            {...form.getInputProps('end_date')}
          />
        </SimpleGrid>
        <Textarea
          label={t.descriptionLabel}
          maxLength={TEXT_LIMITS.long}
          rows={4}
          resize="vertical"
          {...form.getInputProps('description')}
        />
        <ResponsibilitiesField
          values={form.values.responsibilities}
          onChange={(i, value) => form.setFieldValue(`responsibilities.${i}`, value)}
          onAdd={() => form.insertListItem('responsibilities', '')}
          onRemove={(i) => form.removeListItem('responsibilities', i)}
        />
        <OrderField {...form.getInputProps('order_index')} maw={200} />
      </Stack>
      <FormActions saving={busy} onCancel={onCancel} submitLabel={editing ? m.saveChanges : m.add} />
    </Paper>
  );
}
