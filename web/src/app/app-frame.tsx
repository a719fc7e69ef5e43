import type { ComponentType, ReactNode } from 'react';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

interface AppFrameProps {
  /** BrowserRouter in the browser, a StaticRouter at the page's URL in the prerenderer. */
  Router: ComponentType<{ children: ReactNode }>;
  /**
   * Commits with the page, after it: what marks the page ready, and what should wait until it
   * has hydrated.
   */
  afterPage?: ReactNode;
  /** Inside the router, beside the pages. */
  routerAside?: ReactNode;
}

/**
 * The app as the browser and the prerenderer both render it. Their trees must have the same
 * shape: React's generated ids (useId, and Mantine's responsive style classes made of them)
 * follow it, and ids that differ from the prerendered HTML's break hydration. So the parts only
 * the browser has take the same places, empty on the server.
 */
export function AppFrame({ Router, afterPage, routerAside }: AppFrameProps) {
  return (
    <AppProviders>
      <Router>
        <AppRoutes>{afterPage}</AppRoutes>
        {routerAside}
      </Router>
    </AppProviders>
  );
}
