import { Affix, Button, Group, Notification, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { pwaMessages } from './messages';

/** An installed app can stay open for days: look for a new deploy every hour. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and, when a new version is waiting, asks before using it. Nothing
 * reloads by itself: the new worker only takes over when this visitor presses Reload.
 */
export function ReloadPrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine && !registration.installing) registration.update().catch(() => {});
      }, UPDATE_CHECK_MS);
    },
    // Pressing Reload in one tab hands every tab to the new worker. Without this hook the plugin
    // would reload them all; only the tab that asked reloads (below), so someone typing a message
    // in another tab loses nothing and keeps their own prompt.
    onNeedReload() {},
  });

  if (!needRefresh) return null;

  // Our own reload on controllerchange: the plugin's only fires for pages that were controlled
  // when they loaded, not for a first visit that stayed open until the next deploy.
  const reload = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.waiting) {
      // Another tab already switched to the new worker: a plain reload picks it up.
      window.location.reload();
      return;
    }
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    await updateServiceWorker(true);
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
          <Button size="xs" onClick={() => void reload()}>
            {pwaMessages.reload}
          </Button>
        </Group>
      </Notification>
    </Affix>
  );
}
