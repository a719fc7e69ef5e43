import { caseStudyPath } from '@portfolio/model/routes';
import type { CaseStudy } from './model';

/**
 * A project's rendered case study, from the file the last prerender or publish wrote beside its
 * page; null when there is none (never published, or removed). Hosting answers a missing file
 * with the app shell, which is not JSON. The development server has no such files, so there the
 * Markdown is rendered in the browser (that code is not part of a production build).
 */
export async function fetchCaseStudy(projectId: string): Promise<CaseStudy | null> {
  if (import.meta.env.DEV) return (await import('./render-in-development')).renderCaseStudy(projectId);
  const response = await fetch(caseStudyPath(projectId));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`Case study of ${projectId}: HTTP ${response.status}`);
  if (!response.headers.get('content-type')?.includes('json')) return null;
  return (await response.json()) as CaseStudy;
}
