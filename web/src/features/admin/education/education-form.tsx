import { COLLECTIONS } from '@portfolio/model/collections';
import type { Education, EducationInput } from '@/data/education/model';
import { dateRangeFields } from '@/features/admin/editing/dates';
import { fieldTable, orderField } from '@/features/admin/editing/field-table';
import { TableForm } from '@/features/admin/editing/table-form';
import type { OrderedFormProps } from '@/features/admin/ordered/ordered-editor';
import { educationMessages as t } from './messages';

const FIELDS = fieldTable({
  degree: { kind: 'short', label: t.degree, required: true },
  institution: { kind: 'short', label: t.institution, required: true },
  ...dateRangeFields(t),
  description: { kind: 'long', label: t.descriptionLabel },
  order_index: orderField(),
});

export function EducationForm(props: OrderedFormProps<Education, EducationInput>) {
  return (
    <TableForm
      {...props}
      fields={FIELDS}
      layout={['degree', 'institution', ['start_date', 'end_date'], 'description', 'order_index']}
      titles={t}
      history={{ collection: COLLECTIONS.education, name: (item) => item.degree }}
    />
  );
}
