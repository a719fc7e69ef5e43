import type { RenderedNotebook } from '@portfolio/markdown/render-notebook';

/**
 * A notebook's page content as the prerender or the last publish made it: the rendered HTML, or
 * why there is none (over the size limit, not a notebook this site can read, or its file could
 * not be downloaded at the time, such as a link that answered 404). The file stays downloadable
 * either way.
 */
export type NotebookView =
  | ({ kind: 'rendered' } & RenderedNotebook)
  | { kind: 'too-large'; bytes: number; limit: number }
  | { kind: 'unreadable'; reason: string }
  | { kind: 'unavailable' };
