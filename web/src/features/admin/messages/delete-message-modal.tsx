import { Button, Group, Modal, Text } from '@mantine/core';
import type { ContactMessage } from '@/data/contact-messages/model';
import { INBOX_TEXT } from './messages';

interface Props {
  message: ContactMessage | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (message: ContactMessage) => void;
}

export function DeleteMessageModal({ message, deleting, onCancel, onConfirm }: Props) {
  return (
    <Modal opened={message !== null} onClose={onCancel} title={INBOX_TEXT.confirmTitle} centered>
      <Text>{message && INBOX_TEXT.confirmBody(message.name)}</Text>
      <Text size="sm" c="dimmed" mt="xs">
        {INBOX_TEXT.confirmBodyHint}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} disabled={deleting}>
          {INBOX_TEXT.cancel}
        </Button>
        <Button color="red" loading={deleting} onClick={() => message && onConfirm(message)}>
          {INBOX_TEXT.delete}
        </Button>
      </Group>
    </Modal>
  );
}
