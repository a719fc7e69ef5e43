import { use, useSyncExternalStore } from 'react';
import { ServerRenderContext } from '@/lib/server-render';
import { usePublicContent } from './store';

/**
 * Content this visit already holds under `key`, without fetching it (the prerenderer holds all
 * of it). For what a page describes beside its own reads, such as its link preview. Not
 * zustand's hook: its server snapshot is the store's initial, empty state.
 */
export function useStoredContent<T>(key: string): T | undefined {
  const render = import.meta.env.SSR ? use(ServerRenderContext) : null;
  const read = render
    ? () => render.entry(key)?.data as T | undefined
    : () => usePublicContent.getState().entries[key]?.data as T | undefined;
  return useSyncExternalStore(usePublicContent.subscribe, read, read);
}
