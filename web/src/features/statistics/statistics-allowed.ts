/**
 * The admin area and previews: the statistics contract's PRIVATE_PATH, repeated rather than
 * imported. The build puts a module that both the first script and the collector import into the
 * first script, whole: importing the contract here would bring the collector's checks along.
 */
const OWNER_PATH = /^\/(?:admin|preview|__)(?:\/|$)/i;

type PrivacySignals = Navigator & { globalPrivacyControl?: boolean };

/**
 * Whether this page counts its views at all, decided once for the path it was loaded at. Never
 * when the visitor asks not to be tracked (Do Not Track, in either place browsers have put it, or
 * Global Privacy Control), never for a page opened in the admin area or a preview (the site's
 * owner looking at it), and never outside a production build: the dev server has no hit
 * function, while the Hosting emulator serves the production build with one.
 */
export function statisticsAllowed(loadedPath: string): boolean {
  const signals = navigator as PrivacySignals;
  return (
    import.meta.env.PROD &&
    signals.doNotTrack !== '1' &&
    (window as Window & { doNotTrack?: string }).doNotTrack !== '1' &&
    signals.globalPrivacyControl !== true &&
    !OWNER_PATH.test(loadedPath)
  );
}
