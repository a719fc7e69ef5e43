import { NOTEBOOK_SIZE_LIMIT, renderNotebook, type NotebookImage } from '@portfolio/markdown/render-notebook';
import { notebookImagePath } from '@portfolio/model/routes';
import { env } from '@/config/env';
import type { ProjectFile } from '@/data/project-files/model';
import type { NotebookView } from './model';

/**
 * A file stored as a site path (the demo content where no Storage emulator ran) is read from the
 * site itself: the browser resolves it against the page, and a prerender or publish, which has
 * no page, against the site's address.
 */
export function notebookUrl(
  fileUrl: string,
  base: string | null = typeof location === 'undefined' ? null : location.href,
) {
  return new URL(fileUrl, base ?? `${env.siteUrl}/`).href;
}

/** The notebook's bytes, or its size alone when it is over the limit (then not read to the end). */
async function download(url: string): Promise<{ text: string } | { tooLarge: number }> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Notebook download: HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > NOTEBOOK_SIZE_LIMIT) {
    await response.body?.cancel();
    return { tooLarge: declared };
  }
  const reader = response.body?.getReader();
  if (!reader) return { text: await response.text() };
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > NOTEBOOK_SIZE_LIMIT) {
      await reader.cancel();
      return { tooLarge: size };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { text: new TextDecoder().decode(bytes) };
}

/**
 * Downloads a project's notebook and renders it for its page, with the images to write beside
 * it. Runs at prerender and publish (and in the browser under `npm run dev`); a notebook that
 * cannot be read gives a page that says so rather than no page. A failed download throws.
 */
export async function renderNotebookFile(
  /** The project's address: the extracted images live beside the notebook's page there. */
  address: string,
  file: Pick<ProjectFile, 'id' | 'file_url'>,
): Promise<{ view: NotebookView; images: NotebookImage[] }> {
  const downloaded = await download(notebookUrl(file.file_url));
  if ('tooLarge' in downloaded) {
    return {
      view: { kind: 'too-large', bytes: downloaded.tooLarge, limit: NOTEBOOK_SIZE_LIMIT },
      images: [],
    };
  }
  try {
    const { notebook, images } = await renderNotebook(downloaded.text, {
      imageUrl: (name) => notebookImagePath(address, file.id, name),
    });
    return { view: { kind: 'rendered', ...notebook }, images };
  } catch (error) {
    return {
      view: { kind: 'unreadable', reason: error instanceof Error ? error.message : String(error) },
      images: [],
    };
  }
}
