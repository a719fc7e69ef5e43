import { Suspense } from 'react';
import { lazyComponent } from './lazy-component';

// Shown only when a page could not fetch its content offline, so its Alert and icon load then
// (from the service worker's precache) instead of with every page's first scripts.
const { LazyComponent: OfflineAlert } = lazyComponent(() =>
  import('./offline-alert').then((module) => module.OfflineAlert),
);

/** Calm, not an error: a page never seen before cannot have its content while offline. */
export function OfflineNotice() {
  return (
    <Suspense fallback={null}>
      <OfflineAlert />
    </Suspense>
  );
}
