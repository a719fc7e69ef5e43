import type { RenderedMarkdown } from '@portfolio/markdown/render-markdown';
import type { Note } from './model';

/** A note as its page reads it: everything but the Markdown, with its project's title and address. */
export interface PublicNote extends Omit<Note, 'body'> {
  project: { title: string; address: string } | null;
}

/**
 * A note's body as the prerender or the last publish rendered it (safe HTML, its table of
 * contents, whether it needs KaTeX's stylesheet) and how long it takes to read, counted from its
 * text when it was rendered. The public pages never render Markdown.
 */
export interface NoteBody extends RenderedMarkdown {
  minutes: number;
}
