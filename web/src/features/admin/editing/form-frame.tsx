import type { FormEventHandler, ReactNode } from 'react';
import { Group, Paper, Stack, Title, type MantineSize } from '@mantine/core';
import { HistoryButton } from '@/features/admin/history/history-button';
import type { HistoryTarget } from '@/features/admin/history/history-drawer';
import { FormActions } from './form-actions';
import { editingMessages as m } from './messages';
import { useUnsavedChanges } from './unsaved-changes';

/** A card with its own title on the page, or the body of a dialog that carries the title. */
export type FormFrameVariant = 'card' | 'dialog';

interface FormFrameProps {
  /** True in edit mode: picks the edit title and 'Save changes' over 'Add'. */
  editing: boolean;
  titles: { addTitle: string; editTitle: string };
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The labels of the fields changed and not saved: leaving the page asks first and names them. */
  unsaved?: string[];
  /** A manager whose buttons have their own words (e.g. 'Create Project', 'Update Project'). */
  submitLabels?: { add: string; edit: string };
  /** Saving must wait (a transfer still running); Cancel stays available. */
  submitDisabled?: boolean;
  maw?: number | MantineSize;
  /** In edit mode, the document whose history the History button opens. */
  history?: HistoryTarget;
  variant?: FormFrameVariant;
  children: ReactNode;
}

/**
 * The frame every manager's form shares: a titled card (or a dialog's body), its fields, then Cancel
 * and submit.
 */
export function FormFrame(props: FormFrameProps) {
  const { editing, titles, saving, onSubmit, onCancel, unsaved = [], maw, children } = props;
  const { submitLabels = { add: m.add, edit: m.saveChanges }, submitDisabled, history, variant } = props;
  const title = editing ? titles.editTitle : titles.addTitle;
  useUnsavedChanges(title, unsaved);
  // A restored version is the content now: the form's values are stale, so it closes.
  const historyButton = editing && history && <HistoryButton {...history} onRestored={onCancel} />;
  const body = (
    <>
      <Stack gap="sm">{children}</Stack>
      <FormActions
        saving={saving}
        onCancel={onCancel}
        submitLabel={editing ? submitLabels.edit : submitLabels.add}
        submitDisabled={submitDisabled}
      />
    </>
  );
  if (variant === 'dialog') {
    return (
      <form onSubmit={onSubmit} noValidate>
        {historyButton && (
          <Group justify="flex-end" mb="xs">
            {historyButton}
          </Group>
        )}
        {body}
      </form>
    );
  }
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={onSubmit} noValidate maw={maw}>
      <Group justify="space-between" align="center" gap="xs" mb="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {historyButton}
      </Group>
      {body}
    </Paper>
  );
}
