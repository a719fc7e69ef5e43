import { RouterProvider, type createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { ReloadPrompt } from './pwa/reload-prompt';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
      {/* Registers the service worker: the browser's side only, never prerendered. */}
      <ReloadPrompt />
    </AppProviders>
  );
}
