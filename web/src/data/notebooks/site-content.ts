import type { SiteNotebook } from '@portfolio/site-render';
import { projectAddress } from '@portfolio/model/slug';
import type { ProjectFile } from '@/data/project-files/model';
import type { Project } from '@/data/projects/model';
import { publicQueries } from '@/data/public-content/queries';
import type { CacheEntries } from '@/data/public-content/store';
import { isNotebookFile } from '@/lib/notebook-file';
import { renderNotebookFile } from './render';

type ProjectRef = Pick<Project, 'id' | 'slug'>;

/**
 * Renders every notebook among the projects' files the site read, once per render, so no page
 * ever runs the notebook code: each page's content goes into `entries` under its query's key (the
 * page embeds it), and the notebooks come back by project id with their images, for the files
 * written beside the pages. Files are read by the project's id, pages live under its address.
 */
export async function loadNotebooks(
  entries: CacheEntries,
  projects: readonly ProjectRef[],
  failures: string[],
): Promise<Map<string, SiteNotebook[]>> {
  const rendered = new Map<string, SiteNotebook[]>(projects.map((p) => [p.id, []]));
  const found = projects.flatMap((project) => {
    const files =
      (entries[publicQueries.projectFiles(project.id).key]?.data as ProjectFile[] | undefined) ?? [];
    return files.filter(isNotebookFile).map((file) => ({ project, file }));
  });
  const done = await Promise.all(
    found.map(async ({ project, file }) => {
      const address = projectAddress(project);
      const key = publicQueries.notebook(address, file.id, project.id).key;
      try {
        const { view, images } = await renderNotebookFile(address, file);
        entries[key] = { data: view, savedAt: Date.now() };
        return { project, notebook: { id: file.id, createdAt: file.created_at, view, images } };
      } catch (error) {
        failures.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
        return null;
      }
    }),
  );
  // In the order of the files, whichever download finished first.
  for (const item of done) if (item) rendered.get(item.project.id)?.push(item.notebook);
  return rendered;
}
