import type { Project } from '@/data/projects/model';

export const PROJECT_TABS = ['all', 'data', 'android'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export function isProjectTab(value: string | null): value is ProjectTab {
  return (PROJECT_TABS as readonly (string | null)[]).includes(value);
}

/** The tab filter, applied on the client by category: switching tabs reads nothing again. */
export function filterProjects(projects: readonly Project[], tab: ProjectTab): Project[] {
  return tab === 'all' ? [...projects] : projects.filter((p) => p.category === tab);
}
