import { useMemo } from 'react';
import { projectFilesAdmin } from '@/data/project-files/admin';
import type { MarkdownImage } from '@/features/admin/editing/markdown-field';

/**
 * The images a note's text may show: its cover, and the uploaded images of the project it is
 * about. Both stay stored while a document names them (the cover the note, the others their
 * project's files); an image uploaded for the text alone would be named by nothing and removed.
 */
export function useNoteImages(cover: string, coverName: string, projectId: string): MarkdownImage[] {
  // Without a project the query matches no file: a hook is called on every render all the same.
  const files = projectFilesAdmin.useWatch(projectId);
  return useMemo(() => {
    const media = files.items
      .filter((f) => f.file_type.startsWith('image/') && f.file_url)
      .map((f) => ({ key: f.id, name: f.name, url: f.file_url }));
    const url = cover.trim();
    return url ? [{ key: 'cover', name: coverName, url }, ...media] : media;
  }, [files.items, cover, coverName]);
}
