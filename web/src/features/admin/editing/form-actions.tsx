import { Button, Group } from '@mantine/core';

interface FormActionsProps {
  saving: boolean;
  onCancel: () => void;
  /** 'Add' in add mode, 'Save changes' in edit mode. */
  submitLabel: string;
  submitDisabled?: boolean;
}

export function FormActions({ saving, onCancel, submitLabel, submitDisabled = false }: FormActionsProps) {
  return (
    <Group justify="flex-end" mt="md">
      <Button variant="default" onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button type="submit" loading={saving} disabled={submitDisabled && !saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
