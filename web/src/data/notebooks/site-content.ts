import { notebookDataPath, notebookImagePath, notebookPath } from '@portfolio/model/routes';
import type { NotebookImage } from '@portfolio/markdown/render-notebook';
import type { ProjectFile } from '@/data/project-files/model';
import { publicQueries } from '@/data/public-content/queries';
import type { CacheEntries } from '@/data/public-content/store';
import { isNotebookFile } from '@/lib/notebook-file';
import { renderNotebookFile } from './render';

/** Where a render keeps a notebook's extracted images: never read by a page, so never embedded in one. */
const imagesKey = (projectId: string, fileId: string) => `notebook-images:${projectId}/${fileId}`;

/** Every notebook among the projects' files the render read, with its project. */
export function notebookFiles(entries: CacheEntries, projectIds: readonly string[]) {
  return projectIds.flatMap((projectId) => {
    const files =
      (entries[publicQueries.projectFiles(projectId).key]?.data as ProjectFile[] | undefined) ?? [];
    return files.filter(isNotebookFile).map((file) => ({ projectId, file }));
  });
}

/**
 * Renders every project's notebooks into `entries` (the page's content under its query's key,
 * the images beside it), once per render, so no page ever runs the notebook code.
 */
export async function loadNotebooks(
  entries: CacheEntries,
  projectIds: readonly string[],
  failures: string[],
) {
  await Promise.all(
    notebookFiles(entries, projectIds).map(async ({ projectId, file }) => {
      const key = publicQueries.notebook(projectId, file.id).key;
      try {
        const { view, images } = await renderNotebookFile(projectId, file);
        entries[key] = { data: view, savedAt: Date.now() };
        entries[imagesKey(projectId, file.id)] = { data: images, savedAt: Date.now() };
      } catch (error) {
        failures.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }),
  );
}

/** The pages of the notebooks that were rendered. */
export function notebookPages(entries: CacheEntries, projectIds: readonly string[]) {
  return notebookFiles(entries, projectIds)
    .filter(({ projectId, file }) => entries[publicQueries.notebook(projectId, file.id).key])
    .map(({ projectId, file }) => ({ path: notebookPath(projectId, file.id), lastmod: file.created_at }));
}

/** Each rendered notebook as the JSON a page reads when it was not prerendered with it, and its images. */
export function notebookDataFiles(entries: CacheEntries, projectIds: readonly string[]) {
  return notebookFiles(entries, projectIds).flatMap(({ projectId, file }) => {
    const view = entries[publicQueries.notebook(projectId, file.id).key]?.data;
    if (!view) return [];
    const images = (entries[imagesKey(projectId, file.id)]?.data as NotebookImage[] | undefined) ?? [];
    return [
      { path: notebookDataPath(projectId, file.id), body: JSON.stringify(view) },
      ...images.map((image) => ({
        path: notebookImagePath(projectId, file.id, image.name),
        body: image.bytes,
      })),
    ];
  });
}
