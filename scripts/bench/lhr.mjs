// Pure readers of a Lighthouse report (LHR) for `npm run bench`.

/** The user timing the app marks once its first render or hydration has committed (web/src/app/app.tsx). */
export const HYDRATED_MARK = 'portfolio:hydrated';

/**
 * KB (as transferred, so gzip) of the scripts requested before the app had hydrated: what a
 * visitor downloads before the page answers to taps. Without the mark (the page never hydrated
 * during the run) every script counts.
 */
export function scriptKbBeforeInteractive(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const mark = lhr.audits['user-timings']?.details?.items?.find((i) => i.name === HYDRATED_MARK);
  const scripts = requests.filter((r) => r.resourceType === 'Script' && !String(r.url).startsWith('data:'));
  const before = mark
    ? scripts.filter((r) => (r.networkRequestTime ?? r.rendererStartTime ?? Infinity) <= mark.startTime)
    : scripts;
  return before.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
}

const requestsOf = (lhr) => lhr.audits['network-requests']?.details?.items ?? [];

/** KB (as transferred) of every image the page loaded during the run, placeholders included. */
export function imageKb(lhr) {
  return (
    requestsOf(lhr)
      .filter((r) => r.resourceType === 'Image' && !String(r.url).startsWith('data:'))
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
  );
}

/**
 * KB (as transferred) of the requests whose URL contains `fragment`: one image's cost, its
 * original and its renditions together (their URLs share the original's encoded path).
 */
export function kbMatching(lhr, fragment) {
  return (
    requestsOf(lhr)
      .filter((r) => String(r.url).includes(fragment))
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
  );
}

/**
 * Why a Lighthouse run measured nothing (its runtime error's code, such as NO_FCP when the
 * headless browser never presented a frame), or null for a real measurement.
 */
export function runFailure(lhr) {
  return lhr.runtimeError?.code ?? null;
}

/** A category's score out of 100, or null when the run could not score it. */
export function categoryScore(lhr, id) {
  const score = lhr.categories[id]?.score;
  return typeof score === 'number' ? Math.round(score * 100) : null;
}

/**
 * `measure()` until it gives a real measurement, at most `attempts` times. A failed run is not a
 * run of the page: scored as 0 it would drag a median of five down by a whole rank. Returns the
 * last report and the codes of the failures it took the place of.
 */
export async function firstMeasured(measure, attempts) {
  const failures = [];
  for (let attempt = 1; ; attempt += 1) {
    const lhr = await measure();
    const failure = runFailure(lhr);
    if (failure) failures.push(failure);
    if (!failure || attempt >= attempts) return { lhr, failures };
  }
}

/**
 * Where a run's blocking time came from: each long task Lighthouse lists, as
 * `file@start+duration` in its (simulated) milliseconds, the file being the script or page it
 * attributes the task to.
 */
export function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items
    .map(
      (t) =>
        `${String(t.url).replace(/^.*\//, '') || '-'}@${Math.round(t.startTime)}+${Math.round(t.duration)}`,
    )
    .join(' ');
}

/**
 * The longest task of a run in Lighthouse's (simulated) milliseconds, 0 when none took over 50 ms.
 * A Lighthouse run lasts from the request for the page until its network and main thread have been
 * quiet for a while, so this covers the page's whole start-up: parsing, the first style and
 * layout passes, the scripts and hydration. One task over 100 ms is a tap a phone answers late,
 * whatever the median blocking time says.
 */
export function longestTaskMs(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items.reduce((longest, t) => Math.max(longest, t.duration ?? 0), 0);
}

/**
 * What a Lighthouse timespan (a stretch of a visit, not a page load) says of it: blocking time,
 * layout shift, its longest task, and the slowest interaction's time to the next paint (null when
 * Lighthouse timed no interaction in the span, which it sometimes does not for typed letters).
 */
export function timespanFigures(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    inpMs: audit('interaction-to-next-paint'),
    longestTaskMs: longestTaskMs(lhr),
  };
}
