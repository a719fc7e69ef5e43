import { notebookImagePath } from '@portfolio/model/routes';
import { fetchProjectFiles } from '@/data/project-files/public';
import type { NotebookView } from './model';
import { renderNotebookFile } from './render';

/**
 * `npm run dev` only: what a publish would write for the notebook, rendered from Storage. Images a
 * publish writes as files beside the page are shown from memory instead.
 */
export async function renderNotebookInDevelopment(
  address: string,
  fileId: string,
  projectId: string,
): Promise<NotebookView | null> {
  const file = (await fetchProjectFiles(projectId)).find((f) => f.id === fileId);
  if (!file) return null;
  const { view, images } = await renderNotebookFile(address, file);
  if (view.kind !== 'rendered') return view;
  let html = view.html;
  for (const image of images) {
    const url = URL.createObjectURL(new Blob([image.bytes as BlobPart], { type: image.type }));
    html = html.replaceAll(`src="${notebookImagePath(address, fileId, image.name)}"`, `src="${url}"`);
  }
  return { ...view, html };
}
