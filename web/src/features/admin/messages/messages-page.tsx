import { Badge, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { contactMessagesAdmin } from '@/data/contact-messages/admin';
import type { ContactMessage } from '@/data/contact-messages/model';
import { useUndoableDelete } from '@/features/admin/editing/use-undoable-delete';
import { DeleteMessageModal } from './delete-message-modal';
import { MessageCard } from './message-card';
import { INBOX_TEXT, INBOX_TOASTS } from './messages';
import { useContactMessages } from './use-contact-messages';

function showError(message: string, error: unknown) {
  console.error(message, error);
  notifications.show({ title: 'Error', message, color: 'red' });
}

export function MessagesPage() {
  useDocumentTitle(INBOX_TEXT.pageTitle);
  const { inbox, loadMore } = useContactMessages();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<ContactMessage | null>(null);
  const deletes = useUndoableDelete();

  const toggleRead = async (message: ContactMessage) => {
    setBusyId(message.id);
    try {
      await contactMessagesAdmin.update(message.id, { read: !message.read });
    } catch (error) {
      showError(INBOX_TOASTS.updateFailed, error);
    } finally {
      setBusyId(null);
    }
  };

  // The confirmation first, then the same undo window as every admin delete.
  const confirmDelete = (message: ContactMessage) => {
    deletes.request({
      id: message.id,
      label: message.subject,
      perform: () => contactMessagesAdmin.remove(message.id),
      deleted: INBOX_TOASTS.deleted,
      deleteFailed: INBOX_TOASTS.deleteFailed,
    });
    setToDelete(null);
  };

  const all = inbox.status === 'ready' ? inbox.messages : [];
  const messages = deletes.visible(all);
  const unread = messages.filter((m) => !m.read).length;

  return (
    <Stack gap="lg">
      <div>
        <Group gap="sm">
          <Title order={1}>{INBOX_TEXT.heading}</Title>
          {unread > 0 && <Badge size="lg">{INBOX_TEXT.unreadCount(unread)}</Badge>}
        </Group>
        <Text c="dimmed">{INBOX_TEXT.intro}</Text>
      </div>
      {inbox.status === 'loading' && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {inbox.status === 'error' && (
        <Text c="red" ta="center" py="xl">
          {INBOX_TOASTS.fetchFailed}
        </Text>
      )}
      {inbox.status === 'ready' && messages.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {INBOX_TEXT.empty}
        </Text>
      )}
      {messages.map((message) => (
        <MessageCard
          key={message.id}
          message={message}
          busy={busyId === message.id}
          onToggleRead={toggleRead}
          onDelete={setToDelete}
        />
      ))}
      {inbox.status === 'ready' && inbox.hasMore && (
        <Center>
          <Button variant="default" onClick={loadMore}>
            {INBOX_TEXT.loadMore}
          </Button>
        </Center>
      )}
      <DeleteMessageModal
        message={toDelete}
        deleting={false}
        onCancel={() => setToDelete(null)}
        onConfirm={confirmDelete}
      />
    </Stack>
  );
}
