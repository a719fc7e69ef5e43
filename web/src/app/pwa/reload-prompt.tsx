import { lazy, Suspense } from 'react';
import { useRegisterSW } from 'virtual:pwa-register/react';

const UpdateNotice = lazy(async () => ({ default: (await import('./update-notice')).UpdateNotice }));

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
    <Suspense fallback={null}>
      <UpdateNotice onReload={() => void reload()} onLater={() => setNeedRefresh(false)} />
    </Suspense>
  );
}
