import { Badge, Button, Group, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  PREVIEW_MESSAGES as m,
  previewLinkState,
  type PreviewLinkState,
} from '@portfolio/model/preview-links';
import { revokePreviewLink, type PreviewLink } from '@/data/preview-links/admin';
import { errorMessage, notifyError } from '@/features/admin/components/notify';

const STATE_COLOR: Record<PreviewLinkState, string> = {
  active: 'green',
  expired: 'gray',
  revoked: 'red',
  ended: 'orange',
};

const when = (at: Date | null) =>
  at ? at.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '…';

interface PreviewLinkListProps {
  links: readonly PreviewLink[];
  lastWrite: Date | null;
  now: Date;
}

/** Each link with its expiry and state; an active one can be revoked, at once. */
export function PreviewLinkList({ links, lastWrite, now }: PreviewLinkListProps) {
  const [revoking, setRevoking] = useState<string | null>(null);
  const revoke = async (id: string) => {
    setRevoking(id);
    try {
      await revokePreviewLink(id);
    } catch (error) {
      notifyError(errorMessage(error, m.listFailed));
    } finally {
      setRevoking(null);
    }
  };
  if (!links.length) return <Text c="dimmed">{m.none}</Text>;
  return (
    <List listStyleType="none" spacing="xs">
      {links.map((link) => {
        const state = previewLinkState(link, lastWrite, now);
        return (
          <List.Item key={link.id}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={2}>
                <Text size="sm">{m.expires(when(link.expiresAt))}</Text>
                <Badge color={STATE_COLOR[state]} variant="light">
                  {m.states[state]}
                </Badge>
              </Stack>
              {state !== 'revoked' && state !== 'expired' && (
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  loading={revoking === link.id}
                  onClick={() => void revoke(link.id)}
                  aria-label={`${m.revoke}: ${m.expires(when(link.expiresAt))}`}
                >
                  {m.revoke}
                </Button>
              )}
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
