import { notebookDataPath } from '@portfolio/model/routes';
import { asBrowserWritesIt } from '@/lib/browser-html';
import type { NotebookView } from './model';

/**
 * A project's rendered notebook, from the file the last prerender or publish wrote beside its
 * page; null when there is none (not published yet, or removed). Hosting answers a missing file
 * with the app shell, which is not JSON. The development server has no such files, so there the
 * notebook is rendered in the browser (that code is not part of a production build).
 */
export async function fetchNotebook(
  address: string,
  fileId: string,
  projectId: string,
): Promise<NotebookView | null> {
  if (import.meta.env.DEV) {
    return (await import('./render-in-development')).renderNotebookInDevelopment(address, fileId, projectId);
  }
  const response = await fetch(notebookDataPath(address, fileId));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Notebook ${fileId} of ${address}: HTTP ${response.status}`);
  if (!response.headers.get('content-type')?.includes('json')) return null;
  const view = (await response.json()) as NotebookView;
  // In the form a prerendered page holds it: the same notebook does not redraw the page.
  return view.kind === 'rendered' ? { ...view, html: asBrowserWritesIt(view.html) } : view;
}
