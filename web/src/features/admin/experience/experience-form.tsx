import { COLLECTIONS } from '@portfolio/model/collections';
import { normaliseExperience, type Experience, type ExperienceInput } from '@/data/experience/model';
import { dateRangeFields } from '@/features/admin/editing/dates';
import { customField, fieldTable, orderField } from '@/features/admin/editing/field-table';
import { TableForm } from '@/features/admin/editing/table-form';
import type { OrderedFormProps } from '@/features/admin/ordered/ordered-editor';
import { experienceMessages as t } from './messages';
import { ResponsibilitiesField } from './responsibilities-field';

const FIELDS = fieldTable({
  position: { kind: 'short', label: t.position, required: true },
  company: { kind: 'short', label: t.company, required: true },
  ...dateRangeFields(t),
  description: { kind: 'long', label: t.descriptionLabel },
  responsibilities: customField({
    label: t.responsibilities,
    // One empty line to type in, when there is nothing yet.
    initial: (stored?: string[]) => (stored?.length ? [...stored] : ['']),
    render: ({ value, set }) => (
      <ResponsibilitiesField
        values={value}
        onChange={(i, line) => set(value.map((old, j) => (j === i ? line : old)))}
        onAdd={() => set([...value, ''])}
        onRemove={(i) => set(value.filter((_, j) => j !== i))}
      />
    ),
  }),
  order_index: orderField(),
});

export function ExperienceForm({ onSubmit, ...props }: OrderedFormProps<Experience, ExperienceInput>) {
  return (
    <TableForm
      {...props}
      fields={FIELDS}
      layout={[
        ['position', 'company', 'start_date', 'end_date'],
        'description',
        'responsibilities',
        'order_index',
      ]}
      titles={t}
      history={{ collection: COLLECTIONS.experience, name: (item) => item.position }}
      onSubmit={(values) => onSubmit(normaliseExperience(values))}
    />
  );
}
