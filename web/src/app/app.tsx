import { useLayoutEffect } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { ReloadPrompt } from './pwa/reload-prompt';

/**
 * Marks <html data-app-ready> once the app has rendered or hydrated (the browser tests wait for
 * it), and a user timing of that moment: `npm run bench` counts the scripts loaded before it. A
 * layout effect: it runs at the commit, before the passive effects that start the pages' fetches.
 */
function AppReady() {
  useLayoutEffect(() => {
    document.documentElement.setAttribute('data-app-ready', '');
    performance.mark('portfolio:hydrated');
  }, []);
  return null;
}

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      {/* Registers the service worker: the browser's side only, never prerendered. */}
      <ReloadPrompt />
      <AppReady />
    </AppProviders>
  );
}
