import { COLLECTIONS } from '@portfolio/model/collections';
import type { Certification, CertificationInput } from '@/data/certifications/model';
import { fieldTable, orderField } from '@/features/admin/editing/field-table';
import { TableForm } from '@/features/admin/editing/table-form';
import { CERTIFICATION_DEFAULT_ORDER, certificationsMessages as t } from './messages';

const FIELDS = fieldTable({
  title: { kind: 'short', label: t.certTitle, required: true, props: { 'data-autofocus': true } },
  issuer: { kind: 'short', label: t.issuer, required: true },
  order_index: orderField(t.orderIndex),
});

interface CertificationFormProps {
  editing: Certification | null;
  onSubmit: (input: CertificationInput) => Promise<void>;
  onCancel: () => void;
}

/** The body of the add and edit dialog, whose title the dialog carries. */
export function CertificationForm(props: CertificationFormProps) {
  return (
    <TableForm
      {...props}
      variant="dialog"
      fields={FIELDS}
      titles={t}
      history={{ collection: COLLECTIONS.certifications, name: (item) => item.title }}
      defaultOrder={CERTIFICATION_DEFAULT_ORDER}
    />
  );
}
