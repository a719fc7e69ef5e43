import { Suspense, type ReactNode } from 'react';
import { useLocation, useRoutes } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { RouteErrorBoundary } from './route-error';
import { routes } from './router';

/**
 * The app's pages under the router. A page whose code is still loading shows the spinner (only
 * on a first visit: a later navigation is a transition, which keeps the current page until the
 * next one is ready), and one that fails to load or throws shows the error page until the
 * visitor goes elsewhere. `children` commit with the page: a prerendered page is one Suspense
 * boundary, hydrated after the root's own commit, so what marks the page ready goes here.
 */
export function AppRoutes({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoader label="Loading" />}>
        {useRoutes(routes)}
        {children}
      </Suspense>
    </RouteErrorBoundary>
  );
}
