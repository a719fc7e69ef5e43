import { SERVICE_CATEGORIES, type ServiceCategory } from '@portfolio/model/collections';
import { Box, Group, Select } from '@mantine/core';
import { useForm } from '@mantine/form';
import { COLLECTIONS } from '@portfolio/model/collections';
import { IconCheck } from '@tabler/icons-react';
import { ServiceIcon } from '@/components/service-icon';
import { findServiceIcon, SERVICE_ICONS } from '@/components/service-icon-registry';
import { SERVICE_SECTIONS } from '@/config/services-content';
import type { Service, ServiceInput } from '@/data/services/model';
import { requiredText } from '@/features/admin/editing/field-rules';
import { changedFields } from '@/features/admin/editing/changed-fields';
import { orderedMessages } from '@/features/admin/ordered/messages';
import { FormFrame } from '@/features/admin/editing/form-frame';
import { LongTextField, ShortTextField } from '@/features/admin/editing/text-fields';
import { useBusy } from '@/features/admin/editing/use-busy';
import type { OrderedFormProps } from '@/features/admin/ordered/ordered-editor';
import { OrderField } from '@/features/admin/ordered/order-field';
import { parseWholeNumber } from '@/features/admin/ordered/order';
import { servicesMessages as t } from './messages';
import { ServiceIconPreview } from './service-icon-preview';

const ICON_OPTIONS = SERVICE_ICONS.map(({ name, label }) => ({ value: name, label }));
const CATEGORY_OPTIONS = SERVICE_CATEGORIES.map((value) => ({ value, label: SERVICE_SECTIONS[value].title }));

/** A name stored before the list existed stays selectable, so saving other fields keeps it. */
function iconOptions(stored: string | undefined) {
  return stored && !findServiceIcon(stored)
    ? [...ICON_OPTIONS, { value: stored, label: t.unknownIconOption(stored) }]
    : ICON_OPTIONS;
}

export function ServiceForm(props: OrderedFormProps<Service, ServiceInput>) {
  const { editing, defaultOrder, onSubmit, onCancel } = props;
  const { busy, run } = useBusy();
  const form = useForm({
    initialValues: {
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      icon: editing?.icon ?? 'code',
      category: (editing?.category ?? 'data') as ServiceCategory,
      order_index: (editing?.order_index ?? defaultOrder) as number | string,
    },
    validate: {
      title: requiredText(t.serviceTitle),
      icon: requiredText(t.icon),
    },
  });

  const submit = form.onSubmit((values) =>
    run(() => onSubmit({ ...values, order_index: parseWholeNumber(values.order_index, defaultOrder) })),
  );

  return (
    <FormFrame
      editing={!!editing}
      history={
        editing ? { collection: COLLECTIONS.services, docId: editing.id, name: editing.title } : undefined
      }
      titles={t}
      saving={busy}
      onSubmit={submit}
      onCancel={onCancel}
      unsaved={changedFields(form, {
        title: t.serviceTitle,
        description: t.descriptionLabel,
        category: t.category,
        icon: t.icon,
        order_index: orderedMessages.orderLabel,
      })}
    >
      <ShortTextField label={t.serviceTitle} withAsterisk {...form.getInputProps('title')} />
      <LongTextField label={t.descriptionLabel} {...form.getInputProps('description')} />
      <Select
        label={t.category}
        description={t.categoryDescription}
        data={CATEGORY_OPTIONS}
        allowDeselect={false}
        withAsterisk
        maw={360}
        {...form.getInputProps('category')}
      />
      <Select
        label={t.icon}
        description={t.iconDescription}
        data={iconOptions(editing?.icon)}
        searchable
        allowDeselect={false}
        withAsterisk
        maw={360}
        maxDropdownHeight={320}
        leftSectionWidth={44}
        leftSection={<ServiceIconPreview name={form.values.icon} size="md" />}
        renderOption={({ option, checked }) => (
          <Group gap="sm" wrap="nowrap" flex={1}>
            <ServiceIcon name={option.value} size={20} />
            <Box flex={1}>{option.label}</Box>
            {checked && <IconCheck size={16} aria-hidden="true" />}
          </Group>
        )}
        {...form.getInputProps('icon')}
      />
      <OrderField {...form.getInputProps('order_index')} maw={200} />
    </FormFrame>
  );
}
