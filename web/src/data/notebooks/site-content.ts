import type { SiteNotebook } from '@portfolio/site-render';
import { projectAddress } from '@portfolio/model/slug';
import type { ProjectFile } from '@/data/project-files/model';
import type { Project } from '@/data/projects/model';
import { publicQueries } from '@/data/public-content/queries';
import type { CacheEntries } from '@/data/public-content/store';
import { isNotebookFile } from '@/lib/notebook-file';
import type { NotebookView } from './model';
import { renderNotebookFile } from './render';

type ProjectRef = Pick<Project, 'id' | 'slug'>;

/**
 * Renders every notebook among the projects' files the site read, once per render, so no page
 * ever runs the notebook code: each page's content goes into `entries` under its query's key (the
 * page embeds it), and the notebooks come back by project id with their images, for the files
 * written beside the pages. Files are read by the project's id, pages live under its address.
 *
 * A notebook whose file cannot be downloaded (a link that now answers 404) is one page's part,
 * not a read every page needs: its page still goes live, saying it could not be rendered beside
 * the download, and the notebook carries the reason for the render to name it.
 */
export async function loadNotebooks(
  entries: CacheEntries,
  projects: readonly ProjectRef[],
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
      const notebook = await renderOrNote(address, file);
      entries[key] = { data: notebook.view, savedAt: Date.now() };
      return { project, notebook };
    }),
  );
  // In the order of the files, whichever download finished first.
  for (const { project, notebook } of done) rendered.get(project.id)?.push(notebook);
  return rendered;
}

/** The notebook rendered, or, when its file cannot be downloaded, the note its page shows instead. */
async function renderOrNote(address: string, file: ProjectFile): Promise<SiteNotebook> {
  const base = { id: file.id, createdAt: file.created_at };
  try {
    const { view, images } = await renderNotebookFile(address, file);
    return { ...base, view, images };
  } catch (error) {
    const view: NotebookView = { kind: 'unavailable' };
    return { ...base, view, images: [], failure: error instanceof Error ? error.message : String(error) };
  }
}
