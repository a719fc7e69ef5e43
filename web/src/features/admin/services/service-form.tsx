import { Box, Group, Select } from '@mantine/core';
import { COLLECTIONS, SERVICE_CATEGORIES, type ServiceCategory } from '@portfolio/model/collections';
import { IconCheck } from '@tabler/icons-react';
import { ServiceIcon } from '@/components/service-icon';
import { findServiceIcon, SERVICE_ICONS } from '@/components/service-icon-registry';
import { SERVICE_SECTIONS } from '@/config/services-content';
import type { Service, ServiceInput } from '@/data/services/model';
import { customField, fieldTable, orderField } from '@/features/admin/editing/field-table';
import { TableForm } from '@/features/admin/editing/table-form';
import type { OrderedFormProps } from '@/features/admin/ordered/ordered-editor';
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

const FIELDS = fieldTable({
  title: { kind: 'short', label: t.serviceTitle, required: true },
  description: { kind: 'long', label: t.descriptionLabel },
  category: {
    kind: 'select',
    label: t.category,
    required: true,
    empty: 'data' as ServiceCategory,
    props: { description: t.categoryDescription, data: CATEGORY_OPTIONS, maw: 360 },
  },
  icon: customField({
    label: t.icon,
    required: true,
    empty: 'code',
    render: ({ value, stored, inputProps }) => (
      <Select
        label={t.icon}
        description={t.iconDescription}
        data={iconOptions(stored)}
        searchable
        allowDeselect={false}
        withAsterisk
        maw={360}
        maxDropdownHeight={320}
        leftSectionWidth={44}
        leftSection={<ServiceIconPreview name={value} size="md" />}
        renderOption={({ option, checked }) => (
          <Group gap="sm" wrap="nowrap" flex={1}>
            <ServiceIcon name={option.value} size={20} />
            <Box flex={1}>{option.label}</Box>
            {checked && <IconCheck size={16} aria-hidden="true" />}
          </Group>
        )}
        {...inputProps}
      />
    ),
  }),
  order_index: orderField(),
});

export function ServiceForm(props: OrderedFormProps<Service, ServiceInput>) {
  return (
    <TableForm
      {...props}
      fields={FIELDS}
      titles={t}
      history={{ collection: COLLECTIONS.services, name: (item) => item.title }}
    />
  );
}
