import type { DocumentShare } from '@/components/use-document-meta';
import { useSiteProfile } from '@/components/site-profile';
import { env } from '@/config/env';
import type { Project } from '@/data/projects/model';
import { projectBreadcrumbJsonLd, projectJsonLd } from '@/lib/seo/json-ld';
import { profileShareImage, projectShareImage } from '@/lib/seo/page-meta';

/**
 * A project's link preview shows its own image, and its JSON-LD describes it. Built in the
 * browser too, so a project added after the last prerender gets the same tags once the app runs.
 */
export function useProjectShare(project: Project | null): DocumentShare {
  const profile = useSiteProfile();
  if (!project) return {};
  return {
    type: 'article',
    image: projectShareImage(project, profileShareImage(profile.name, profile.title)),
    jsonLd: [projectJsonLd(env.siteUrl, project), projectBreadcrumbJsonLd(env.siteUrl, project)],
  };
}
