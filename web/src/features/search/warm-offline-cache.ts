import { SEARCH_INDEX_DIR, SEARCH_OFFLINE_LIST } from '@portfolio/model/search';
import { whenIdle } from '@/lib/when-idle';

/** The list of every file of the current index, written with it at publish time. */
export const OFFLINE_LIST_URL = SEARCH_OFFLINE_LIST;

/** Files fetched per idle moment: enough to finish soon, few enough to leave the network to the page. */
const FILES_PER_IDLE = 3;
const IDLE_TIMEOUT_MS = 2_000;

interface WarmUpDeps {
  fetch: (url: string) => Promise<Response>;
  /** Runs the callback when the browser is idle; returns nothing the warm-up needs. */
  whenIdle: (run: () => void) => void;
}

const browserDeps = (): WarmUpDeps => ({
  fetch: (url) => fetch(url),
  whenIdle: (run) => void whenIdle(run, IDLE_TIMEOUT_MS),
});

function idle(deps: WarmUpDeps): Promise<void> {
  return new Promise((resolve) => deps.whenIdle(resolve));
}

/**
 * Fetches every file of the index, a few per idle moment, so that the service worker caches them
 * and the search finds any word offline, not only the words searched while online. A file that
 * fails is skipped: the search fetches it itself when it needs it.
 */
export async function warmOfflineCache(deps: WarmUpDeps = browserDeps()): Promise<number> {
  const response = await deps.fetch(OFFLINE_LIST_URL);
  if (!response.ok) throw new Error(`${OFFLINE_LIST_URL}: HTTP ${response.status}`);
  const { files } = (await response.json()) as { files?: unknown };
  const list = Array.isArray(files)
    ? [...new Set(files.filter((f): f is string => typeof f === 'string' && f.startsWith(SEARCH_INDEX_DIR)))]
    : [];
  let fetched = 0;
  for (let start = 0; start < list.length; start += FILES_PER_IDLE) {
    await idle(deps);
    const batch = list.slice(start, start + FILES_PER_IDLE);
    const settled = await Promise.allSettled(
      // The body is read so the service worker's copy is complete before the next batch starts.
      batch.map(async (file) => (await deps.fetch(file)).arrayBuffer()),
    );
    fetched += settled.filter((result) => result.status === 'fulfilled').length;
  }
  return fetched;
}

let started = false;

/**
 * Starts the warm-up once per page load, and only where it helps: online, with a service worker
 * that will keep what is fetched. A failed list is forgotten, so a later search tries again.
 */
export function startOfflineWarmUp(): void {
  if (started || !navigator.onLine || !navigator.serviceWorker?.controller) return;
  started = true;
  warmOfflineCache().catch(() => {
    started = false;
  });
}
