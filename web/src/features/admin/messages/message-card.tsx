import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconMail, IconMailOpened, IconTrash } from '@tabler/icons-react';
import type { ContactMessage } from '@/data/contact-messages/model';
import { mailtoLink } from '@/lib/mailto';
import { EmailStatusBadge } from './email-status-badge';
import classes from './messages.module.css';
import { INBOX_TEXT } from './messages';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

interface Props {
  message: ContactMessage;
  busy: boolean;
  onToggleRead: (message: ContactMessage) => void;
  onDelete: (message: ContactMessage) => void;
}

export function MessageCard({ message, busy, onToggleRead, onDelete }: Props) {
  const reply = mailtoLink(message.email, { subject: `Re: ${message.subject}` });
  return (
    <Card
      component="article"
      withBorder
      radius="md"
      padding="lg"
      className={message.read ? undefined : classes.unread}
      aria-label={`${message.subject}, from ${message.name}`}
      data-testid="contact-message"
    >
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} className={classes.sender}>
          <Group gap="xs">
            <Text fw={700}>{message.name}</Text>
            {!message.read && (
              <Badge size="sm" variant="filled">
                {INBOX_TEXT.newBadge}
              </Badge>
            )}
          </Group>
          <Anchor href={mailtoLink(message.email)} size="sm" className={classes.email}>
            {message.email}
          </Anchor>
        </Stack>
        <Group gap="xs">
          <EmailStatusBadge status={message.email_status} />
          <Text size="sm" c="dimmed" component="time" dateTime={message.created_at?.toISOString()}>
            {message.created_at ? timeFormat.format(message.created_at) : INBOX_TEXT.justNow}
          </Text>
        </Group>
      </Group>
      <Text fw={600} mt="md">
        {message.subject}
      </Text>
      <Text mt={4} className={classes.body}>
        {message.message}
      </Text>
      <Group gap="xs" mt="md">
        <Button
          size="xs"
          variant="light"
          leftSection={message.read ? <IconMail size={16} /> : <IconMailOpened size={16} />}
          disabled={busy}
          onClick={() => onToggleRead(message)}
        >
          {message.read ? INBOX_TEXT.markUnread : INBOX_TEXT.markRead}
        </Button>
        <Button size="xs" variant="subtle" component="a" href={reply}>
          {INBOX_TEXT.reply}
        </Button>
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={16} />}
          disabled={busy}
          onClick={() => onDelete(message)}
        >
          {INBOX_TEXT.delete}
        </Button>
      </Group>
    </Card>
  );
}
