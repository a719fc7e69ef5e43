import type { ComponentType, ReactNode } from 'react';
import { AppRoutes } from './app-routes';
import { AppProviders } from './providers';

interface AppFrameProps {
  /** BrowserRouter in the browser, a StaticRouter at the page's URL in the prerenderer. */
  Router: ComponentType<{ children: ReactNode }>;
  /** Commits with the page. */
  ready?: ReactNode;
  /** Inside the router, beside the pages. */
  routerAside?: ReactNode;
  /** Outside the router. */
  aside?: ReactNode;
}

/**
 * The app as the browser and the prerenderer both render it. Their trees must have the same
 * shape: React's generated ids (useId, and Mantine's responsive style classes made of them)
 * follow it, and ids that differ from the prerendered HTML's break hydration. So the parts only
 * the browser has take the same places, empty on the server.
 */
export function AppFrame({ Router, ready, routerAside, aside }: AppFrameProps) {
  return (
    <AppProviders>
      <Router>
        <AppRoutes>{ready}</AppRoutes>
        {routerAside}
      </Router>
      {aside}
    </AppProviders>
  );
}
