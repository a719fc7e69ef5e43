import type { Citations } from '@portfolio/bibliography/styles';
import { publicationCitationsPath } from '@portfolio/model/routes';

/**
 * A paper's five citations, from the file the last prerender or publish wrote beside its page
 * (named by the paper's current address); null when there is none (added since, or removed).
 * Hosting answers a missing file with the app shell, which is not JSON. The citation engine never
 * runs in a visitor's browser; the development server has no such files, so there the citations
 * are made in the browser (that code is not part of a production build).
 */
export async function fetchCitations(address: string): Promise<Citations | null> {
  if (import.meta.env.DEV) return (await import('./render-in-development')).citationsInDevelopment(address);
  const response = await fetch(publicationCitationsPath(address));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Citations of ${address}: HTTP ${response.status}`);
  if (!response.headers.get('content-type')?.includes('json')) return null;
  return (await response.json()) as Citations;
}
