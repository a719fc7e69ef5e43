import { createContext } from 'react';

/** What one stored read holds: the same shape as the public content store's entries. */
interface Entry {
  data: unknown;
  savedAt: number;
}

/**
 * One prerender of one page: the content it renders with, and what the page's components report
 * while they render (effects never run on the server). It travels in a React context, not in
 * module variables, so that two pages can render at the same time without mixing their reads,
 * sections or head tags.
 */
export interface ServerRender {
  /** The content stored under `key` for this render, or derived from what is. */
  entry(key: string): Entry | undefined;
  /** Keys of the content the page read: only those are embedded beside it. */
  readonly reads: Set<string>;
  /** Lazy sections the page rendered (modules under src/): their stylesheets go in its head. */
  readonly sections: Set<string>;
  /** The page's title, description and head tags (canonical, previews, JSON-LD) as HTML. */
  readonly meta: DocumentMeta;
  setMeta(meta: DocumentMeta): void;
}

export interface DocumentMeta {
  title: string;
  description: string;
  head: string;
}

/**
 * `derive` answers keys that no read stored: one page's share of content read once for all pages
 * (the renditions of the images it shows, out of every image's).
 */
export function createServerRender(
  entries: Readonly<Record<string, Entry | undefined>>,
  derive: (key: string) => Entry | undefined = () => undefined,
): ServerRender {
  let meta: DocumentMeta = { title: '', description: '', head: '' };
  return {
    entry: (key) => entries[key] ?? derive(key),
    reads: new Set(),
    sections: new Set(),
    get meta() {
      return meta;
    },
    setMeta(next) {
      meta = next;
    },
  };
}

/** Set by the prerenderer around each page; null in the browser. Read it with React's `use`. */
export const ServerRenderContext = createContext<ServerRender | null>(null);
