import { markdownText } from '@portfolio/markdown/markdown-text';
import { renderMarkdown, type RenderOptions } from '@portfolio/markdown/render-markdown';
import { readingTime } from '@/lib/reading-time';
import type { NoteBody } from './public-note';

/** A note's body as its page shows it, with the reading time counted from its text. */
export async function renderNoteBody(markdown: string, options?: RenderOptions): Promise<NoteBody> {
  const rendered = await renderMarkdown(markdown, options);
  return { ...rendered, minutes: readingTime(markdownText(markdown)).minutes };
}
