import { useSyncExternalStore } from 'react';
import { usePublicContent } from './store';

/**
 * Content this visit already holds under `key`, without fetching it (the prerenderer holds all
 * of it). For what a page describes beside its own reads, such as its link preview. Not
 * zustand's hook: its server snapshot is the store's initial, empty state.
 */
export function useStoredContent<T>(key: string): T | undefined {
  const read = () => usePublicContent.getState().entries[key]?.data as T | undefined;
  return useSyncExternalStore(usePublicContent.subscribe, read, read);
}
