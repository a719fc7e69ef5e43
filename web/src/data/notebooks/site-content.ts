import { notebookDataPath, notebookImagePath, notebookPath } from '@portfolio/model/routes';
import { projectAddress } from '@portfolio/model/slug';
import type { NotebookImage } from '@portfolio/markdown/render-notebook';
import type { ProjectFile } from '@/data/project-files/model';
import type { Project } from '@/data/projects/model';
import { publicQueries } from '@/data/public-content/queries';
import type { CacheEntries } from '@/data/public-content/store';
import { isNotebookFile } from '@/lib/notebook-file';
import { renderNotebookFile } from './render';

type ProjectRef = Pick<Project, 'id' | 'slug'>;

/** Where a render keeps a notebook's extracted images: never read by a page, so never embedded in one. */
const imagesKey = (address: string, fileId: string) => `notebook-images:${address}/${fileId}`;

/**
 * Every notebook among the projects' files the render read, with the address of its project:
 * files are read by the project's id, pages live under its current address.
 */
export function notebookFiles(entries: CacheEntries, projects: readonly ProjectRef[]) {
  return projects.flatMap((project) => {
    const files =
      (entries[publicQueries.projectFiles(project.id).key]?.data as ProjectFile[] | undefined) ?? [];
    const address = projectAddress(project);
    return files.filter(isNotebookFile).map((file) => ({ project, address, file }));
  });
}

const queryOf = (project: ProjectRef, address: string, fileId: string) =>
  publicQueries.notebook(address, fileId, project.id);

/**
 * Renders every project's notebooks into `entries` (the page's content under its query's key,
 * the images beside it), once per render, so no page ever runs the notebook code.
 */
export async function loadNotebooks(
  entries: CacheEntries,
  projects: readonly ProjectRef[],
  failures: string[],
) {
  await Promise.all(
    notebookFiles(entries, projects).map(async ({ project, address, file }) => {
      const key = queryOf(project, address, file.id).key;
      try {
        const { view, images } = await renderNotebookFile(address, file);
        entries[key] = { data: view, savedAt: Date.now() };
        entries[imagesKey(address, file.id)] = { data: images, savedAt: Date.now() };
      } catch (error) {
        failures.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}

/** The pages of the notebooks that were rendered. */
export function notebookPages(entries: CacheEntries, projects: readonly ProjectRef[]) {
  return notebookFiles(entries, projects)
    .filter(({ project, address, file }) => entries[queryOf(project, address, file.id).key])
    .map(({ address, file }) => ({ path: notebookPath(address, file.id), lastmod: file.created_at }));
}

/** Each rendered notebook as the JSON a page reads when it was not prerendered with it, and its images. */
export function notebookDataFiles(entries: CacheEntries, projects: readonly ProjectRef[]) {
  return notebookFiles(entries, projects).flatMap(({ project, address, file }) => {
    const view = entries[queryOf(project, address, file.id).key]?.data;
    if (!view) return [];
    const images = (entries[imagesKey(address, file.id)]?.data as NotebookImage[] | undefined) ?? [];
    return [
      { path: notebookDataPath(address, file.id), body: JSON.stringify(view) },
      ...images.map((image) => ({
        path: notebookImagePath(address, file.id, image.name),
        body: image.bytes,
      })),
    ];
  });
}
