import type { RenderedNotebook } from '@portfolio/markdown/render-notebook';

/**
 * A notebook's page content as the prerender or the last publish made it: the rendered HTML, or
 * why there is none (over the size limit, or not a notebook this site can read). The file stays
 * downloadable either way.
 */
export type NotebookView =
  | ({ kind: 'rendered' } & RenderedNotebook)
  | { kind: 'too-large'; bytes: number; limit: number }
  | { kind: 'unreadable'; reason: string };
