import { savePlan, type DraftFile } from './draft-files';
import { projectMessages as m } from './messages';

/**
 * The files leaving the form would lose: new ones (a finished upload is removed from Storage
 * then) and stored ones whose name, description or order changed.
 */
export function fileChanges(files: readonly DraftFile[]): string[] {
  const { inserts, updates } = savePlan(files);
  const pending = files.filter((f) => !f.id && f.status !== 'uploaded');
  return [...inserts, ...pending, ...updates].map((f) => m.file.unsavedFile(f.name || f.file_url));
}
