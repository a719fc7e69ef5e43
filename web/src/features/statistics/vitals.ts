import { WEB_VITALS, type WebVitalName } from '@portfolio/model/statistics';

const isKept = (name: string): name is WebVitalName => (WEB_VITALS as readonly string[]).includes(name);

/**
 * Watches the page's Web Vitals with Google's `web-vitals`, loaded as a chunk of its own when this
 * runs, and hands each new value over as it changes (reportAllChanges): whenever the view ends,
 * the latest values are at hand. The library measures the load of the document only (its LCP,
 * FCP and TTFB belong to the hard navigation; CLS and INP go on growing over the page's life), so
 * the values belong to the view the page was loaded with, and only while that view lasts.
 *
 * It reads what the browser buffered before it loaded (paints, layout shifts, the first input),
 * and it listens to `visibilitychange` in the capture phase on window, so its final values on
 * hiding arrive before a listener on the document sends them. It uses no `unload` listener,
 * which would keep the page out of the back/forward cache.
 */
export async function watchVitals(onValue: (name: WebVitalName, value: number) => void): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = ({ name, value }: { name: string; value: number }) => {
    if (isKept(name)) onValue(name, value);
  };
  for (const watch of [onCLS, onFCP, onINP, onLCP, onTTFB]) watch(report, { reportAllChanges: true });
}
