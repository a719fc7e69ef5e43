import type { FormEventHandler, ReactNode } from 'react';
import { Paper, Stack, Title, type MantineSize } from '@mantine/core';
import { FormActions } from './form-actions';
import { editingMessages as m } from './messages';

interface FormFrameProps {
  /** True in edit mode: picks the edit title and 'Save changes' over 'Add'. */
  editing: boolean;
  titles: { addTitle: string; editTitle: string };
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  maw?: number | MantineSize;
  children: ReactNode;
}

/** The frame every manager's form shares: a titled card, its fields, then Cancel and submit. */
export function FormFrame({ editing, titles, saving, onSubmit, onCancel, maw, children }: FormFrameProps) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={onSubmit} noValidate maw={maw}>
      <Title order={2} size="h3" mb="md">
        {editing ? titles.editTitle : titles.addTitle}
      </Title>
      <Stack gap="sm">{children}</Stack>
      <FormActions saving={saving} onCancel={onCancel} submitLabel={editing ? m.saveChanges : m.add} />
    </Paper>
  );
}
