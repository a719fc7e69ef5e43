import { Button, CopyButton, Group, Modal, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import {
  PREVIEW_DAYS_DEFAULT,
  PREVIEW_DAYS_MAX,
  PREVIEW_MESSAGES as m,
} from '@portfolio/model/preview-links';
import { createPreviewLink } from '@/data/preview-links/admin';
import { errorMessage, notifyError } from '@/features/admin/components/notify';
import { PreviewLinkList } from './preview-link-list';
import { usePreviewLinks } from './use-preview-links';

const DAY_OPTIONS = Array.from({ length: PREVIEW_DAYS_MAX }, (_, i) => ({
  value: String(i + 1),
  label: m.dayOption(i + 1),
}));

interface PreviewLinkModalProps {
  collection: string;
  docId: string;
  opened: boolean;
  onClose: () => void;
}

/** Make a link to the draft (1 to 7 days), copy it, and see or revoke the draft's links. */
export function PreviewLinkModal({ collection, docId, opened, onClose }: PreviewLinkModalProps) {
  const [days, setDays] = useState(String(PREVIEW_DAYS_DEFAULT));
  const [url, setUrl] = useState('');
  const [creating, setCreating] = useState(false);
  const { links, lastWrite, failed } = usePreviewLinks(collection, docId);

  const create = async () => {
    setCreating(true);
    try {
      setUrl((await createPreviewLink({ collection, id: docId, days: Number(days) })).url);
    } catch (error) {
      notifyError(errorMessage(error, m.listFailed));
    } finally {
      setCreating(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={m.title} size="lg">
      <Stack gap="md">
        <Text size="sm">{m.intro}</Text>
        <Group align="flex-end" gap="sm">
          <Select
            label={m.days}
            data={DAY_OPTIONS}
            value={days}
            onChange={(v) => setDays(v ?? String(PREVIEW_DAYS_DEFAULT))}
            allowDeselect={false}
            w={140}
          />
          <Button onClick={() => void create()} loading={creating}>
            {m.create}
          </Button>
        </Group>
        {url && (
          <Group align="flex-end" gap="sm" wrap="nowrap">
            <TextInput
              label={m.url}
              value={url}
              readOnly
              flex={1}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={url}>
              {({ copied, copy }) => (
                <Button
                  variant={copied ? 'light' : 'default'}
                  color={copied ? 'green' : undefined}
                  onClick={copy}
                >
                  {copied ? m.copied : m.copy}
                </Button>
              )}
            </CopyButton>
          </Group>
        )}
        <Title order={3} size="h5">
          {m.links}
        </Title>
        {failed ? (
          <Text c="red">{m.listFailed}</Text>
        ) : links ? (
          <PreviewLinkList links={links} lastWrite={lastWrite} now={new Date()} />
        ) : null}
      </Stack>
    </Modal>
  );
}
