import { createStore as createIdbStore, del, get, set } from 'idb-keyval';
import { create } from 'zustand';
import { persist, type PersistStorage, type StorageValue } from 'zustand/middleware';
import { sameContent } from '@/lib/same-content';

/**
 * The last public content each page read, persisted to IndexedDB: a repeat visit paints at once from here and every page a visitor has seen works
 * offline. IndexedDB stores structured clones, so Dates (created_at) survive as Dates.
 */
interface CacheEntry {
  data: unknown;
  savedAt: number;
}

export type CacheEntries = Record<string, CacheEntry>;

interface PublicContentState {
  entries: CacheEntries;
  put(key: string, data: unknown): void;
  /** Starts from a prerendered page's snapshot (data/public-content/snapshot.ts). */
  seed(entries: CacheEntries): void;
}

/** Enough for every public page plus many project details; the oldest go first. */
export const MAX_ENTRIES = 80;

export function withEntry(entries: CacheEntries, key: string, entry: CacheEntry): CacheEntries {
  const next = { ...entries, [key]: entry };
  const keys = Object.keys(next);
  if (keys.length <= MAX_ENTRIES) return next;
  const oldestFirst = keys.sort((a, b) => next[a]!.savedAt - next[b]!.savedAt);
  for (const old of oldestFirst.slice(0, keys.length - MAX_ENTRIES)) delete next[old];
  return next;
}

/** A fetch may finish before IndexedDB has been read: per key, the newer entry wins. */
export function mergeEntries(stored: CacheEntries, current: CacheEntries): CacheEntries {
  let merged: CacheEntries = { ...stored };
  for (const [key, entry] of Object.entries(current)) {
    const old = merged[key];
    if (!old || old.savedAt <= entry.savedAt) merged = withEntry(merged, key, entry);
  }
  return merged;
}

type Persisted = Pick<PublicContentState, 'entries'>;

/** IndexedDB when the browser has it (and allows it); otherwise nothing is kept between visits. */
function idbStorage(): PersistStorage<Persisted> {
  if (typeof indexedDB === 'undefined') {
    return { getItem: () => null, setItem: () => {}, removeItem: () => {} };
  }
  const store = createIdbStore('portfolio-public', 'content');
  return {
    getItem: (name) =>
      get<StorageValue<Persisted>>(name, store).then(
        (value) => value ?? null,
        () => null, // private modes may refuse IndexedDB: start empty rather than fail
      ),
    setItem: (name, value) => set(name, value, store).catch(() => {}),
    removeItem: (name) => del(name, store).catch(() => {}),
  };
}

export const usePublicContent = create<PublicContentState>()(
  persist(
    (setState) => ({
      entries: {},
      put: (key, data) =>
        setState((state) => {
          // Unchanged content keeps its identity: the page showing it does not render again.
          const old = state.entries[key];
          const kept = old && sameContent(old.data, data) ? old.data : data;
          return { entries: withEntry(state.entries, key, { data: kept, savedAt: Date.now() }) };
        }),
      // Stamped now, so an older copy read from IndexedDB afterwards cannot replace the content
      // the page was hydrated with (that would be a hydration mismatch); the fetch refreshes it.
      seed: (entries) =>
        setState((state) => ({
          entries: mergeEntries(
            state.entries,
            Object.fromEntries(
              Object.entries(entries).map(([key, entry]) => [key, { ...entry, savedAt: Date.now() }]),
            ),
          ),
        })),
    }),
    {
      name: 'public-content',
      version: 1,
      storage: idbStorage(),
      partialize: (state) => ({ entries: state.entries }),
      merge: (persisted, current) => {
        const stored = (persisted as Partial<Persisted> | undefined)?.entries ?? {};
        return { ...current, entries: mergeEntries(stored, current.entries) };
      },
    },
  ),
);
