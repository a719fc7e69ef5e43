import { TEXT_LIMITS } from '@portfolio/model/limits';
import { Autocomplete, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Service, ServiceInput } from '@/data/services/model';
import { FormActions } from '@/features/admin/editing/form-actions';
import { editingMessages as m } from '@/features/admin/editing/messages';
import { useBusy } from '@/features/admin/editing/use-busy';
import type { OrderedFormProps } from '@/features/admin/ordered/ordered-editor';
import { OrderField } from '@/features/admin/ordered/order-field';
import { parseWholeNumber } from '@/features/admin/ordered/order';
import { servicesMessages as t } from './messages';
import { ServiceIconPreview } from './service-icon-preview';
import { SERVICE_ICONS } from './service-icons';

const ICON_NAMES = Object.keys(SERVICE_ICONS);

export function ServiceForm(props: OrderedFormProps<Service, ServiceInput>) {
  const { editing, defaultOrder, onSubmit, onCancel } = props;
  const { busy, run } = useBusy();
  const form = useForm({
    initialValues: {
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      icon: editing?.icon ?? 'code',
      order_index: (editing?.order_index ?? defaultOrder) as number | string,
    },
    validate: {
      title: (v) => (v.trim() ? null : m.required(t.serviceTitle)),
      icon: (v) => (v.trim() ? null : m.required(t.icon)),
    },
  });

  const submit = form.onSubmit((values) =>
    run(() => onSubmit({ ...values, order_index: parseWholeNumber(values.order_index, defaultOrder) })),
  );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
      <Title order={2} size="h3" mb="md">
        {editing ? t.editTitle : t.addTitle}
      </Title>
      <Stack gap="sm">
        <TextInput
          label={t.serviceTitle}
          withAsterisk
          maxLength={TEXT_LIMITS.short}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={t.descriptionLabel}
          maxLength={TEXT_LIMITS.long}
          rows={4}
          resize="vertical"
          {...form.getInputProps('description')}
        />
        <Autocomplete
          label={t.icon}
          description={t.iconDescription}
          data={ICON_NAMES}
          maxLength={TEXT_LIMITS.short}
          withAsterisk
          maw={360}
          leftSectionWidth={44}
          leftSection={<ServiceIconPreview name={form.values.icon} size="md" />}
          {...form.getInputProps('icon')}
        />
        <OrderField {...form.getInputProps('order_index')} maw={200} />
      </Stack>
      <FormActions saving={busy} onCancel={onCancel} submitLabel={editing ? m.saveChanges : m.add} />
    </Paper>
  );
}
