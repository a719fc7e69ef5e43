/**
 * Every delay of a page's start-up, in the order they come. app/boot/start.ts reads as that order;
 * the components and the boot script that wait take their delay from here. Each was measured on a
 * phone-speed CPU (docs/performance.md): a step started earlier held the first frame or a first
 * tap back.
 */
export const START_UP = {
  /** Boot script: the app starts after the first contentful paint, or this long after load. */
  firstPaintCapMs: 3000,
  /** Hydration slices below the fold hydrate near the viewport, on a tap, or when idle within this. */
  sliceIdleMs: 2000,
  /** The toast container mounts in an idle moment after the page, at the latest this long after. */
  afterPageAtLatestMs: 3000,
  /** The embedded content's refresh waits for an idle moment after load, at the latest this long. */
  contentRefreshAtLatestMs: 3000,
  /** A content mark that has not answered by then counts as moved: the page refreshes as before. */
  contentMarkTimeoutMs: 15_000,
  /** Deferred tooltips arrive together in the first idle moment, at the latest this long after. */
  tooltipIdleMs: 3000,
  /**
   * The service worker registers this long after load: installing it precaches every chunk, which
   * slowed the page's own tasks when it ran during hydration and the first content refresh.
   */
  serviceWorkerAfterLoadMs: 5000,
  /**
   * The visit statistics' collector loads in the first idle moment after load, at the latest this
   * long after: a view left before it has loaded is not counted, so it waits for no more than that.
   */
  statisticsAtLatestMs: 3000,
  /** Browsers without idle callbacks (Safari) count as idle after this short timer. */
  idleFallbackMs: 200,
} as const;
