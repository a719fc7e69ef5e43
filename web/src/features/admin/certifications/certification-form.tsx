import { Group, Stack } from '@mantine/core';
import { COLLECTIONS } from '@portfolio/model/collections';
import { useForm } from '@mantine/form';
import type { Certification, CertificationInput } from '@/data/certifications/model';
import { HistoryButton } from '@/features/admin/history/history-button';
import { changedFields } from '@/features/admin/editing/changed-fields';
import { FormActions } from '@/features/admin/editing/form-actions';
import { editingMessages as m } from '@/features/admin/editing/messages';
import { ShortTextField } from '@/features/admin/editing/text-fields';
import { useBusy } from '@/features/admin/editing/use-busy';
import { useUnsavedChanges } from '@/features/admin/editing/unsaved-changes';
import { OrderField } from '@/features/admin/ordered/order-field';
import { parseWholeNumber } from '@/features/admin/ordered/order';
import { CERTIFICATION_DEFAULT_ORDER, certificationsMessages as t } from './messages';

interface CertificationFormProps {
  editing: Certification | null;
  onSubmit: (input: CertificationInput) => Promise<void>;
  onCancel: () => void;
}

export function CertificationForm({ editing, onSubmit, onCancel }: CertificationFormProps) {
  const { busy, run } = useBusy();
  const form = useForm({
    initialValues: {
      title: editing?.title ?? '',
      issuer: editing?.issuer ?? '',
      order_index: (editing?.order_index ?? CERTIFICATION_DEFAULT_ORDER) as number | string,
    },
    validate: {
      title: (v) => (v.trim() ? null : t.titleRequired),
      issuer: (v) => (v.trim() ? null : t.issuerRequired),
    },
  });

  useUnsavedChanges(
    editing ? t.editTitle : t.addTitle,
    changedFields(form, { title: t.certTitle, issuer: t.issuer, order_index: t.orderIndex }),
  );

  const submit = form.onSubmit((values) =>
    run(() =>
      onSubmit({
        title: values.title,
        issuer: values.issuer,
        order_index: parseWholeNumber(values.order_index, CERTIFICATION_DEFAULT_ORDER),
      }),
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      {editing && (
        <Group justify="flex-end" mb="xs">
          <HistoryButton
            collection={COLLECTIONS.certifications}
            docId={editing.id}
            name={editing.title}
            onRestored={onCancel}
          />
        </Group>
      )}
      <Stack gap="sm">
        <ShortTextField label={t.certTitle} withAsterisk data-autofocus {...form.getInputProps('title')} />
        <ShortTextField label={t.issuer} withAsterisk {...form.getInputProps('issuer')} />
        <OrderField label={t.orderIndex} {...form.getInputProps('order_index')} maw={200} />
      </Stack>
      <FormActions saving={busy} onCancel={onCancel} submitLabel={editing ? m.saveChanges : m.add} />
    </form>
  );
}
