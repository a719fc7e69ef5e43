import { projectFilesAdmin } from '@/data/project-files/admin';
import { storedFileName } from '@/data/project-files/model';
import { projectsAdmin } from '@/data/projects/admin';
import type { ProjectInput } from '@/data/projects/model';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { savePlan, type DraftFile } from './draft-files';
import { projectMessages as m } from './messages';

interface SaveResult {
  /** The project's id: new after a create. */
  projectId: string;
  /** The files as they now are: inserted ones carry their new id, saved ones a fresh baseline. */
  files: DraftFile[];
  /** False when any file failed: the form stays open with everything typed. */
  complete: boolean;
}

/**
 * The save order: create or update the project (new files need its id), then insert the new files and update
 * the changed ones, one after the other. Throws only when the project itself could not be saved.
 */
export async function saveProjectWithFiles(
  projectId: string | undefined,
  input: ProjectInput,
  files: readonly DraftFile[],
): Promise<SaveResult> {
  let id = projectId;
  if (id) await projectsAdmin.update(id, input);
  else id = await projectsAdmin.create(input);

  const saved = new Map<string, DraftFile>();
  let complete = true;
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
      notifySuccess(m.fileSaved(name));
    } catch (error) {
      console.error(error);
      complete = false;
      notifyError(m.fileSaveFailed(name));
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
    } catch (error) {
      console.error(error);
      complete = false;
      notifyError(m.fileUpdateFailed(name));
    }
  }

  return { projectId: id, files: files.map((f) => saved.get(f.key) ?? f), complete };
}

/** The file as the database now holds it (names and descriptions are stored trimmed). */
function stored(file: DraftFile, name: string): DraftFile {
  const description = file.description.trim();
  return { ...file, name, description, baseline: { name, description, order_index: file.order_index } };
}
