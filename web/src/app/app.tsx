import { lazy, Suspense, useLayoutEffect } from 'react';
import { BrowserRouter, useNavigate } from 'react-router-dom';
import { AfterIdle } from '@/components/after-idle';
import { START_UP } from '@/config/start-up';
import { VisitStatistics } from '@/features/statistics/visit-statistics';
import { AppFrame } from './app-frame';
import { appCommitted } from './boot/app-committed';
import { DeferredNotifications } from './providers';

// Its own chunk, fetched when it mounts: the service worker's registration (workbox-window's
// loader and the prompt) is nothing a visitor waits for, and kept the scripts a page downloads
// before it answers to taps over their budget of 150 KB on /projects. A visitor gone offline by
// then keeps the page: the worker registers on the next visit instead.
const ReloadPrompt = lazy(() =>
  import('./pwa/reload-prompt').then(
    (m) => ({ default: m.ReloadPrompt }),
    () => ({ default: () => null }),
  ),
);

/**
 * Marks <html data-app-ready> once the app has rendered or hydrated (the browser tests wait for
 * it), and a user timing of that moment: `npm run bench` counts the scripts loaded before it. The
 * held content refresh waits for it too (boot/read-schedule.ts). A layout effect: it runs at the
 * commit, before the passive effects that start the pages' fetches.
 */
function AppReady() {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    performance.mark('portfolio:hydrated');
    appCommitted();
  }, []);
  return null;
}

// The toast container and the service worker's registration wait for idle moments of their own
// after the page (config/start-up.ts): the page's hydration is what a visitor waits for. The
// service worker also waits until well after load: installing it precaches every chunk, which on a
// phone's few cores slowed the page's own tasks (Lighthouse's blocking time on `/`: 66 to 98 ms
// registered at the first idle moment, 31 ms registered after 5 s).
type Navigate = (path: string) => void;

/** Hands the router's navigate to code outside React (app/boot/start.tsx) once the app has committed. */
function RouterReady({ onReady }: { onReady: (navigate: Navigate) => () => void }) {
  const navigate = useNavigate();
  useLayoutEffect(() => onReady((path) => void navigate(path)), [navigate, onReady]);
  return null;
}

interface AppProps {
  /** Given the router's navigate once it is ready; returns its cleanup. */
  onRouterReady?: (navigate: Navigate) => () => void;
}

export function App({ onRouterReady }: AppProps) {
  return (
    <AppFrame
      Router={BrowserRouter}
      afterPage={
        <>
          <AppReady />
          {/* Counts the page's views once it has loaded and is idle (nothing in dev builds). */}
          <VisitStatistics />
          {/* Toasts shown before the container arrives wait in Mantine's store. */}
          <AfterIdle timeoutMs={START_UP.afterPageAtLatestMs}>
            <DeferredNotifications />
          </AfterIdle>
          {/* Registers the service worker: the browser's side only, never prerendered. */}
          <AfterIdle timeoutMs={START_UP.afterPageAtLatestMs} afterLoadMs={START_UP.serviceWorkerAfterLoadMs}>
            <Suspense fallback={null}>
              <ReloadPrompt />
            </Suspense>
          </AfterIdle>
        </>
      }
      routerAside={onRouterReady && <RouterReady onReady={onRouterReady} />}
    />
  );
}
