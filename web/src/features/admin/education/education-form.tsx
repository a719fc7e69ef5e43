import { TEXT_LIMITS } from '@portfolio/model/limits';
import { Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Education, EducationInput } from '@/data/education/model';
import { isIsoDate } from '@/features/admin/editing/dates';
import { FormActions } from '@/features/admin/editing/form-actions';
import { editingMessages as m } from '@/features/admin/editing/messages';
import { useBusy } from '@/features/admin/editing/use-busy';
import { OrderField } from '@/features/admin/ordered/order-field';
import { parseWholeNumber } from '@/features/admin/ordered/order';
import { educationMessages as t } from './messages';

interface EducationFormProps {
  /** The entry being edited, or null in add mode. */
  editing: Education | null;
  /** order_index of a new entry (list length + 1). */
  defaultOrder: number;
  onSubmit: (input: EducationInput) => Promise<void>;
  onCancel: () => void;
}

export function EducationForm({ editing, defaultOrder, onSubmit, onCancel }: EducationFormProps) {
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
      degree: (v) => (v.trim() ? null : m.required(t.degree)),
      institution: (v) => (v.trim() ? null : m.required(t.institution)),
      start_date: (v) => (!v.trim() ? m.required(t.startDate) : isIsoDate(v) ? null : m.dateFormat),
      end_date: (v) => (!v.trim() || isIsoDate(v) ? null : m.dateFormat),
    },
  });

  const submit = form.onSubmit((values) =>
    run(() =>
      onSubmit({
        ...values,
        start_date: values.start_date.trim(),
        end_date: values.end_date.trim(),
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
        <TextInput
          label={t.degree}
          withAsterisk
          maxLength={TEXT_LIMITS.short}
          {...form.getInputProps('degree')}
        />
        <TextInput
          label={t.institution}
          withAsterisk
          maxLength={TEXT_LIMITS.short}
          {...form.getInputProps('institution')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
        <OrderField {...form.getInputProps('order_index')} maw={200} />
      </Stack>
      <FormActions saving={busy} onCancel={onCancel} submitLabel={editing ? m.saveChanges : m.add} />
    </Paper>
  );
}
