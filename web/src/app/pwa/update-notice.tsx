import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { pwaMessages } from './messages';

/**
 * The "new version" card of ReloadPrompt, in a module of its own: it shows on a few visits at
 * most, so its Affix, Portal and Notification stay out of every visitor's first download.
 */
export function UpdateNotice({ onReload, onLater }: { onReload: () => void; onLater: () => void }) {
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={400}>
      <Notification
        role="status"
        title={pwaMessages.updateTitle}
        icon={<IconRefresh size={18} aria-hidden />}
        onClose={onLater}
        closeButtonProps={{ 'aria-label': pwaMessages.later }}
        withBorder
        maw="calc(100vw - 32px)"
        w={380}
      >
        <Text size="sm" mb="xs">
          {pwaMessages.updateBody}
        </Text>
        <Group justify="flex-end">
          <Button size="xs" onClick={onReload}>
            {pwaMessages.reload}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
