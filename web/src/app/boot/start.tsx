import { startTransition, StrictMode } from 'react';
import { CONTENT_MARK_KEY, NOT_FOUND_ATTRIBUTE } from '@portfolio/model/page-contract';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { routeDehydratedLinks } from '@/components/dehydrated-links';
import { beginHydration } from '@/components/hydration-state';
import { setReadSchedule } from '@/data/firebase/read-schedule';
import { readEmbeddedSnapshot } from '@/data/public-content/snapshot';
import { usePublicContent } from '@/data/public-content/store';
import { nextTask } from '@/lib/next-task';
import { App } from '@/app/app';
import { loadMatchedRoutes, onlyCatchAllMatches } from '@/app/router';
import { whenAppCommitted } from './app-committed';
import { browserReadSchedule, holdRefreshesUntilIdle } from './read-schedule';

/**
 * The start-up of a page, in the order it happens. Every delay is named in config/start-up.ts.
 *
 * 1. The boot script (boot-script.ts), the only script a prerendered page starts with: after the
 *    load event and the first contentful paint it starts this module, then preloads the page's
 *    chunks.
 * 2. Here: the embedded content seeds the store, its refresh is held until an idle moment after
 *    load and hydration (and skipped when the content mark says it is current), the route's chunks
 *    load, and React hydrates in a transition. Each step in a task of its own, so that a phone gets
 *    the chance to handle a tap in between.
 * 3. Hydration slices (components/hydration-slice.tsx) keep their server HTML until they come near
 *    the viewport, the browser is idle, or the visitor taps.
 * 4. After the page: the toast container in an idle moment, deferred tooltips all in one
 *    (app.tsx, components/deferred-tooltip.tsx).
 * 5. The held content refresh: the Firestore client, a reader and its queries, each in a task of
 *    its own (read-schedule.ts).
 * 6. The service worker registers a few seconds after load (app.tsx).
 *
 * A page without embedded content (the app shell: the service worker, the dev server, the admin
 * area) renders from scratch.
 */
setReadSchedule(browserReadSchedule);

/**
 * The prerendered not-found page answers every address that is no page of the site, also one the
 * app has a route for (a project added since the last publish, an old link to a paper): its
 * markup is no server render of that route, so the app renders the route itself.
 */
function renderedForThisRoute(container: HTMLElement): boolean {
  const notFoundMarkup = container.querySelector(`[${NOT_FOUND_ATTRIBUTE}]`) !== null;
  return !notFoundMarkup || onlyCatchAllMatches(window.location.pathname);
}

export async function start(container: HTMLElement): Promise<void> {
  const snapshot = readEmbeddedSnapshot();
  if (snapshot && container.firstElementChild && renderedForThisRoute(container)) {
    await nextTask();
    usePublicContent.getState().seed(snapshot);
    holdRefreshesUntilIdle(Object.keys(snapshot), {
      mark: snapshot[CONTENT_MARK_KEY]?.data as number | null | undefined,
      hydrated: whenAppCommitted(),
    });
    await loadMatchedRoutes(window.location.pathname);
    await nextTask();
    beginHydration();
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App onRouterReady={routeDehydratedLinks} />
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
