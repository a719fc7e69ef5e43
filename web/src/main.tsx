// Inter and Space Grotesk, cut down to the weights and features the site uses (scripts/generate-fonts.mjs).
import './assets/fonts/fonts.css';
import './app/mantine-public-styles';
// The theme's CSS variables, made at build time (vite/mantine-css-variables.ts).
import 'virtual:mantine-css-variables.css';
import '@mantine/notifications/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { routeDehydratedLinks } from '@/components/dehydrated-links';
import { beginHydration } from '@/components/hydration-state';
import { holdRefreshesUntilIdle } from '@/data/public-content/refresh-gate';
import { readEmbeddedSnapshot } from '@/data/public-content/snapshot';
import { usePublicContent } from '@/data/public-content/store';
import { nextTask } from '@/lib/next-task';
import { App } from './app/app';
import { loadMatchedRoutes } from './app/router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const snapshot = readEmbeddedSnapshot();

async function start(container: HTMLElement) {
  if (snapshot && container.firstElementChild) {
    // A prerendered page (scripts/prerender.mjs): same content, same route chunks, then hydrate.
    // Each step in a task of its own, so that a phone gets the chance to handle a tap in between:
    // the app's modules have just been evaluated in one long task.
    await nextTask();
    usePublicContent.getState().seed(snapshot);
    holdRefreshesUntilIdle(Object.keys(snapshot));
    await loadMatchedRoutes(window.location.pathname);
    await nextTask();
    // A transition: React hydrates in small slices and a tap on the page is never kept waiting.
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
  // The app shell (service worker, dev server, admin area): render from scratch.
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start(root);
