import { renderMarkdown } from '@portfolio/markdown/render-markdown';
import { fetchProjectAt } from '@/data/projects/public';
import type { CaseStudy } from './model';

/** `npm run dev` only: what a publish would write for the project, rendered from Firestore. */
export async function renderCaseStudy(address: string): Promise<CaseStudy | null> {
  const markdown = (await fetchProjectAt(address))?.case_study?.trim();
  return markdown ? renderMarkdown(markdown) : null;
}
