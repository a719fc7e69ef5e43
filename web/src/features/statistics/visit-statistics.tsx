import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { START_UP } from '@/config/start-up';
import { afterLoad } from '@/lib/after-load';
import { whenIdle } from '@/lib/when-idle';
import { statisticsAllowed } from './statistics-allowed';

/**
 * The page's views so far, in the order they were opened: the first is the one the page was
 * loaded with. Module state, not component state: the route's error boundary can unmount and
 * mount this component again, and the views are the page's, not the component's.
 */
const views: string[] = [];
let allowed: boolean | undefined;
let started = false;
let nextView: ((path: string) => void) | undefined;

function start() {
  if (started) return;
  started = true;
  import('./collector').then(
    ({ startCollector }) => {
      nextView = startCollector(views);
    },
    // A chunk that failed to load (offline, a deploy in between) counts nothing: no retry.
    () => {},
  );
}

/**
 * Counts this page's views without cookies (see ./collector): each path the router shows is a
 * view. All this part does is remember the paths and, once the page has loaded and the browser is
 * idle (or the page is hidden first), load the collector, which sends the hits. Renders nothing.
 */
export function VisitStatistics() {
  const { pathname } = useLocation();

  useEffect(() => {
    allowed ??= statisticsAllowed(pathname);
    if (!allowed || views.at(-1) === pathname) return;
    views.push(pathname);
    nextView?.(pathname);
  }, [pathname]);

  // Not cancelled on unmount: the collector lives as long as the page.
  useEffect(() => {
    if (!allowed || started) return;
    afterLoad(() => {
      const cancelIdle = whenIdle(start, START_UP.statisticsAtLatestMs);
      // A visitor who switches away before the idle moment is leaving this view: the collector
      // loads at once to send it.
      document.addEventListener(
        'visibilitychange',
        () => {
          cancelIdle();
          start();
        },
        { once: true },
      );
    }, 0);
  }, []);

  return null;
}
