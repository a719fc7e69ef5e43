import { START_UP } from '@/config/start-up';
import { whenIdle } from '@/lib/when-idle';

/**
 * What each hydration slice (hydration-slice.tsx) of a prerendered page waits for before it
 * hydrates: coming near the viewport, an idle browser, or the visitor's first tap or key press
 * (after which every slice hydrates, so that a click is never caught by server HTML).
 */
let hydrating = false;
const waits = new Map<string, Promise<void>>();
const releases = new Set<() => void>();

/** How near the viewport a slice starts hydrating. */
const NEAR_VIEWPORT = '200px 0px';
const INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

function releaseAll() {
  hydrating = false;
  for (const release of releases) release();
  for (const type of INTERACTIONS) document.removeEventListener(type, releaseAll, true);
}

/** app/boot/start.tsx: a prerendered page is about to be hydrated. */
export function beginHydration() {
  hydrating = true;
  for (const type of INTERACTIONS) document.addEventListener(type, releaseAll, true);
}

function whenNearOrIdle(element: Element): Promise<void> {
  return new Promise((resolve) => {
    let observer: IntersectionObserver | null = null;
    let cancelIdle = () => {};
    const done = () => {
      observer?.disconnect();
      cancelIdle();
      releases.delete(done);
      resolve();
    };
    releases.add(done);
    if (typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
        rootMargin: NEAR_VIEWPORT,
      });
      observer.observe(element);
    }
    cancelIdle = whenIdle(done, START_UP.sliceIdleMs);
  });
}

/**
 * What the slice `id` waits for before it hydrates, or null when it need not wait: only a slice
 * whose prerendered HTML is still in the page waits (a page rendered in the browser has none).
 */
export function hydrationWait(id: string): Promise<void> | null {
  let wait = waits.get(id);
  // Once a slice has waited, the same (settled) wait: React replays a component that suspended
  // and warns if its use() is gone in the replay, and reads a settled wait without suspending.
  if (wait) return wait;
  if (!hydrating) return null;
  const element = document.querySelector(`[data-hydration-slice="${CSS.escape(id)}"]`);
  if (!element) return null;
  wait = whenNearOrIdle(element);
  waits.set(id, wait);
  return wait;
}
