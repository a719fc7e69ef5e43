import { projectFilesAdmin } from '@/data/project-files/admin';
import { storedFileName } from '@/data/project-files/model';
import { saveProject, type SavedAddress } from '@/data/projects/admin';
import type { ProjectInput } from '@/data/projects/model';
import { savePlan, type DraftFile } from './draft-files';

/** What became of one file in a save: the form turns these into its toasts. */
export interface FileOutcome {
  key: string;
  /** The name as stored (trimmed, held to the limit). */
  name: string;
  result: 'inserted' | 'insert-failed' | 'updated' | 'update-failed';
}

export interface SaveResult {
  /** The project's id: new after a create. */
  projectId: string;
  /** The files as they now are: inserted ones carry their new id, saved ones a fresh baseline. */
  files: DraftFile[];
  /** One per file written or tried, in the order they were written. */
  outcomes: FileOutcome[];
  /** False when any file failed: the form stays open with everything typed. */
  complete: boolean;
}

/**
 * The save order: create or update the project with its address (new files need its id), then insert the new files and update
 * the changed ones, one after the other. Throws only when the project itself could not be saved.
 */
export async function saveProjectWithFiles(
  projectId: string | undefined,
  input: ProjectInput,
  files: readonly DraftFile[],
  address: SavedAddress = {},
): Promise<SaveResult> {
  const id = await saveProject(projectId, input, address);

  const saved = new Map<string, DraftFile>();
  const outcomes: FileOutcome[] = [];
  const { inserts, updates } = savePlan(files);

  for (const file of inserts) {
    const name = storedFileName(file.name);
    try {
      const newId = await projectFilesAdmin.create({
        project_id: id,
        name: file.name,
        description: file.description,
        file_url: file.file_url,
        file_type: file.file_type,
        storage_path: file.storage_path,
        order_index: file.order_index,
      });
      saved.set(file.key, stored({ ...file, id: newId }, name));
      outcomes.push({ key: file.key, name, result: 'inserted' });
    } catch (error) {
      console.error(error);
      outcomes.push({ key: file.key, name, result: 'insert-failed' });
    }
  }

  for (const file of updates) {
    const name = storedFileName(file.name);
    try {
      await projectFilesAdmin.update(file.id ?? '', {
        name: file.name,
        description: file.description,
        order_index: file.order_index,
      });
      saved.set(file.key, stored(file, name));
      outcomes.push({ key: file.key, name, result: 'updated' });
    } catch (error) {
      console.error(error);
      outcomes.push({ key: file.key, name, result: 'update-failed' });
    }
  }

  const complete = outcomes.every((o) => o.result === 'inserted' || o.result === 'updated');
  return { projectId: id, files: files.map((f) => saved.get(f.key) ?? f), outcomes, complete };
}

/** The file as the database now holds it (names and descriptions are stored trimmed). */
function stored(file: DraftFile, name: string): DraftFile {
  const description = file.description.trim();
  return { ...file, name, description, baseline: { name, description, order_index: file.order_index } };
}
