import { caseStudyPath } from '@portfolio/model/routes';
import { asBrowserWritesIt } from '@/lib/browser-html';
import type { CaseStudy } from './model';

/**
 * A project's rendered case study, from the file the last prerender or publish wrote beside its
 * page (named by the project's current address); null when there is none (never published, or removed). Hosting answers a missing file
 * with the app shell, which is not JSON. The development server has no such files, so there the
 * Markdown is rendered in the browser (that code is not part of a production build).
 */
export async function fetchCaseStudy(address: string): Promise<CaseStudy | null> {
  if (import.meta.env.DEV) return (await import('./render-in-development')).renderCaseStudy(address);
  const response = await fetch(caseStudyPath(address));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Case study of ${address}: HTTP ${response.status}`);
  if (!response.headers.get('content-type')?.includes('json')) return null;
  const study = (await response.json()) as CaseStudy;
  // In the form a prerendered page holds it: the same write-up does not redraw the page.
  return { ...study, html: asBrowserWritesIt(study.html) };
}
