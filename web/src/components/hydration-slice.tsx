import { Suspense, use, type ReactNode } from 'react';
import { hydrationWait } from './hydration-state';

/**
 * Hydration in slices. React hydrates each Suspense boundary of a prerendered page after the rest,
 * in tasks of its own, and leaves its HTML in place meanwhile. A slice also waits until it comes
 * near the viewport, the browser is idle or the visitor first taps or types (hydration-state.ts):
 * the page answers taps once what is on screen has hydrated, and the rest follows in small tasks
 * instead of one long one. Pages rendered in the browser never wait.
 */
function Gate({ id, children }: { id: string; children: ReactNode }) {
  const wait = hydrationWait(id);
  // Suspending keeps the prerendered HTML of this slice until the wait is over.
  if (wait) use(wait);
  return children;
}

/** A section hydrated on its own (see above); `id` must be unique on the page. */
export function HydrationSlice({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div data-hydration-slice={id}>
      <Suspense fallback={null}>
        <Gate id={id}>{children}</Gate>
      </Suspense>
    </div>
  );
}
