import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { OFFLINE_NOTICE } from './messages';

/** Calm, not an error: a page never seen before cannot have its content while offline. */
export function OfflineAlert() {
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconCloudOff size={20} aria-hidden="true" />}
      title={OFFLINE_NOTICE.title}
      role="status"
      my="md"
    >
      {OFFLINE_NOTICE.body}
    </Alert>
  );
}
