import { use, useCallback, useEffect, useEffectEvent, useState, useSyncExternalStore } from 'react';
import { readSchedule } from '@/data/firebase/read-schedule';
import { ServerRenderContext } from '@/lib/server-render';
import { withTimeout } from '@/lib/with-timeout';
import type { PublicQueryDef } from './queries';
import { usePublicContent } from './store';

type PublicStatus = 'loading' | 'ready' | 'error';

interface PublicQuery<T> {
  /** The freshest content known: fetched now, or saved by an earlier visit. */
  data: T | undefined;
  /** 'ready' as soon as there is data (cached or fresh); 'error' only when there is none. */
  status: PublicStatus;
  /** No content to show because the fetch failed while the browser reports no network. */
  offline: boolean;
  refetch: () => void;
}

/** A request that hangs (captive portal, dead connection) must end in a state, not a spinner. */
const FETCH_TIMEOUT_MS = 15_000;

const inFlight = new Map<string, Promise<unknown>>();

/** One request per key at a time (StrictMode, two sections reading the same content). */
function load(key: string, fetcher: () => Promise<unknown>): Promise<unknown> {
  const running = inFlight.get(key);
  if (running) return running;
  const fetchAndStore = () =>
    withTimeout(fetcher(), FETCH_TIMEOUT_MS).then((data) => {
      usePublicContent.getState().put(key, data);
      return data;
    });
  const held = () => usePublicContent.getState().entries[key];
  const gate = readSchedule().refreshWait(key);
  const request = (
    gate
      ? gate.then((stale) => {
          const current = held();
          return stale || !current ? fetchAndStore() : current.data;
        })
      : fetchAndStore()
  ).finally(() => inFlight.delete(key));
  inFlight.set(key, request);
  return request;
}

function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function subscribeHydration(onChange: () => void): () => void {
  return usePublicContent.persist.onFinishHydration(onChange);
}

const alwaysTrue = () => true;

function hasHydrated(): boolean {
  return usePublicContent.persist.hasHydrated();
}

interface Outcome {
  key: string;
  attempt: number;
  failed: boolean;
  offline: boolean;
}

/**
 * Reads public content by key: paints the stored copy at once, refreshes it behind, and keeps
 * showing it when the refresh fails. Failures are logged only: no toast on a public page.
 */
export function usePublicQuery<T>(key: string, fetcher: () => Promise<T>): PublicQuery<T> {
  // The prerenderer answers from the content of its own render, and embeds what the page read.
  const render = import.meta.env.SSR ? use(ServerRenderContext) : null;
  render?.reads.add(key);
  // Not zustand's hook: its server snapshot is the store's initial (empty) state, while a
  // hydrating browser must see the content the page was rendered with (seeded into the store).
  const readData = render
    ? () => render.entry(key)?.data as T | undefined
    : () => usePublicContent.getState().entries[key]?.data as T | undefined;
  const data = useSyncExternalStore(usePublicContent.subscribe, readData, readData);
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const fetchNow = useEffectEvent(() => load(key, fetcher));

  useEffect(() => {
    let active = true;
    // Success needs no state of its own: new content reaches the page through the store, and the
    // same content (a prerendered page's) must not render every section again.
    fetchNow().then(
      () => {},
      (error: unknown) => {
        console.error(`Failed to load public content "${key}"`, error);
        if (active) setOutcome({ key, attempt, failed: true, offline: isOffline() });
      },
    );
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const current = outcome && outcome.key === key && outcome.attempt === attempt ? outcome : null;
  const failed = current?.failed ?? false;
  // Only a failed fetch asks whether IndexedDB has answered yet. Asked always, IndexedDB answering
  // while a prerendered page hydrates would make React render every page section again, at once.
  const readHydrated = failed ? hasHydrated : alwaysTrue;
  const hydrated = useSyncExternalStore(subscribeHydration, readHydrated, readHydrated);

  // Back online after a failure: try again without asking.
  useEffect(() => {
    if (!failed) return;
    const retry = () => setAttempt((n) => n + 1);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);

  const refetch = useCallback(() => setAttempt((n) => n + 1), []);
  // Until IndexedDB has answered, a failed fetch may still be covered by a stored copy.
  const status: PublicStatus = data !== undefined ? 'ready' : failed && hydrated ? 'error' : 'loading';
  return { data, status, offline: status === 'error' && (current?.offline ?? false), refetch };
}

/** usePublicQuery for one of the definitions in queries.ts. */
export function usePublic<T>(query: PublicQueryDef<T>): PublicQuery<T> {
  return usePublicQuery(query.key, query.fetch);
}
