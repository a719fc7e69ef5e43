import { PRIVATE_PATH, STATISTICS_HIT_PATH, type WebVitalName } from '@portfolio/model/statistics';
import { whenIdle } from '@/lib/when-idle';
import { arrivalReferrer, buildHit, primaryLanguage, roundVital } from './hit';
import { watchVitals } from './vitals';

interface View {
  path: string;
  /** The view the page was loaded with: the only one with a referrer and Web Vitals. */
  first: boolean;
  sent: boolean;
}

/** How long, at most, the first view's hit waits for the metrics the browser buffered before. */
const VITALS_SETTLE_MS = 1000;

/** Posts without waiting for an answer, also while the page unloads; the answer is never read. */
function post(body: string) {
  try {
    if (navigator.sendBeacon(STATISTICS_HIT_PATH, new Blob([body], { type: 'text/plain' }))) return;
  } catch {
    // No sendBeacon, or it refused: fetch below.
  }
  void fetch(STATISTICS_HIT_PATH, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain' },
  }).catch(() => {});
}

function navigationType(): string | undefined {
  return (performance.getEntriesByType?.('navigation')?.[0] as PerformanceNavigationTiming | undefined)?.type;
}

/** Runs `run` once the page is shown: a page the browser prerendered may never be. */
function whenActivated(run: () => void) {
  if ((document as Document & { prerendering?: boolean }).prerendering) {
    document.addEventListener('prerenderingchange', run, { once: true });
  } else run();
}

/**
 * Sends one hit for each view of this page, once, when the visitor leaves the view: on the next
 * view the router shows, or when the page is hidden (another tab, the app switcher, a link to
 * another site, closing it: every way out hides the page first, and a phone may end a hidden page
 * without another event). A page shown again, from the back/forward cache or by switching back,
 * is the view it was: it sends nothing more until the visitor opens another page of the site.
 *
 * Nothing is kept in the browser: the hit carries the path, the screen's size class, the
 * browser's language, the referring site for the first view, and its Web Vitals. Once the admin
 * area is opened, the page counts nothing more: it is the site's owner.
 *
 * `paths` are the views shown before the collector loaded, the current one last; the function
 * returned is told each later one.
 */
export function startCollector(paths: readonly string[]): (path: string) => void {
  const views: View[] = [];
  const referrer = arrivalReferrer(document.referrer, location.hostname, navigationType());
  const vitals: Partial<Record<WebVitalName, number>> = {};
  let active = false;
  let vitalsSettled = false;
  let stopped = false;

  const send = (view: View) => {
    if (view.sent) return;
    view.sent = true;
    // Offline, the hit would only fail: it is not kept for later.
    if (navigator.onLine === false) return;
    const hit = buildHit({
      path: view.path,
      referrer: view.first ? referrer : undefined,
      width: innerWidth,
      language: primaryLanguage(navigator.language),
      vitals: view.first ? vitals : undefined,
    });
    if (hit) post(JSON.stringify(hit));
  };

  // The first view waits for its metrics unless the page is going away.
  const leave = (view: View) => {
    if (active && (vitalsSettled || !view.first)) send(view);
  };
  const leaveAll = () => {
    if (active) views.forEach(send);
  };

  const show = (path: string) => {
    if (stopped) return;
    const previous = views.at(-1);
    if (previous) leave(previous);
    if (PRIVATE_PATH.test(path)) {
      stopped = true;
      return;
    }
    views.push({ path, first: !previous, sent: false });
  };
  paths.forEach(show);

  whenActivated(() => {
    active = true;
    // Listeners on the document and window's bubble phase run after the library's capture
    // listeners on window: the metrics' final values are in before the hit goes.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') leaveAll();
    });
    // For browsers that unload a page without hiding it first; a hit is never sent twice.
    addEventListener('pagehide', leaveAll);

    const settle = () => {
      vitalsSettled = true;
      views.slice(0, -1).forEach(send);
      if (document.visibilityState === 'hidden') leaveAll();
    };
    watchVitals((name, value) => {
      if (views[0] && !views[0].sent) vitals[name] = roundVital(name, value);
    })
      // The buffered metrics arrive in observer tasks and idle callbacks of the library's own.
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)))
      .then(() => new Promise<void>((resolve) => whenIdle(resolve, VITALS_SETTLE_MS)))
      .catch(() => {})
      .finally(settle);
  });

  return show;
}
