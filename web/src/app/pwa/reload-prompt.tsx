import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRef } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { pwaMessages } from './messages';

/** An installed app can stay open for days: look for a new deploy every hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version is waiting, asks before using it. Nothing
 * reloads by itself: the new worker only takes over when this visitor presses Reload.
 */
export function ReloadPrompt() {
  const reloadRequested = useRef(false);
  const registrationRef = useRef<ServiceWorkerRegistration | undefined>(undefined);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      registrationRef.current = registration;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    // Pressing Reload in another tab hands every tab to the new worker; only the tab that asked
    // reloads, so someone typing a message elsewhere loses nothing (their prompt stays up).
    onNeedReload() {
      if (reloadRequested.current) window.location.reload();
    },
  });

  if (!needRefresh) return null;

  const reload = () => {
    reloadRequested.current = true;
    // Another tab may already have activated the new worker: then a plain reload picks it up.
    if (registrationRef.current && !registrationRef.current.waiting) window.location.reload();
    else void updateServiceWorker(true);
  };

  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={400}>
      <Notification
        role="status"
        title={pwaMessages.updateTitle}
        icon={<IconRefresh size={18} aria-hidden />}
        onClose={() => setNeedRefresh(false)}
        closeButtonProps={{ 'aria-label': pwaMessages.later }}
        withBorder
        maw="calc(100vw - 32px)"
        w={380}
      >
        <Text size="sm" mb="xs">
          {pwaMessages.updateBody}
        </Text>
        <Group justify="flex-end">
          <Button size="xs" onClick={reload}>
            {pwaMessages.reload}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
