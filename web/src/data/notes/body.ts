import { noteBodyPath } from '@portfolio/model/routes';
import { asBrowserWritesIt } from '@/lib/browser-html';
import type { NoteBody } from './public-note';

/**
 * A note's rendered body, from the file the last prerender or publish wrote beside its page
 * (named by the note's current address); null when there is none (added since, or removed).
 * Hosting answers a missing file with the app shell, which is not JSON. The development server has
 * no such files, so there the Markdown is rendered in the browser (not part of a production build).
 */
export async function fetchNoteBody(address: string): Promise<NoteBody | null> {
  if (import.meta.env.DEV) return (await import('./render-in-development')).renderNoteInDevelopment(address);
  const response = await fetch(noteBodyPath(address));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Note ${address}: HTTP ${response.status}`);
  if (!response.headers.get('content-type')?.includes('json')) return null;
  const body = (await response.json()) as NoteBody;
  // In the form a prerendered page holds it: the same body does not redraw the page.
  return { ...body, html: asBrowserWritesIt(body.html) };
}
