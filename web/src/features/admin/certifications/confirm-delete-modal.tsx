import { Button, Group, Modal, Text } from '@mantine/core';
import { editingMessages as m } from '@/features/admin/editing/messages';
import { certificationsMessages as t } from './messages';

interface ConfirmDeleteModalProps {
  opened: boolean;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Only certification deletion asks first; the other managers delete at once. */
export function ConfirmDeleteModal({ opened, busy, onConfirm, onCancel }: ConfirmDeleteModalProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={t.confirmTitle} centered>
      <Text>{t.confirmDelete}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={busy} data-autofocus>
          {m.cancel}
        </Button>
        <Button color="red" onClick={onConfirm} loading={busy}>
          {t.confirmButton}
        </Button>
      </Group>
    </Modal>
  );
}
