import { useEffect, useState } from 'react';
import { projectFilesAdmin } from '@/data/project-files/admin';
import type { Project } from '@/data/projects/model';
import { fromStored, type DraftFile } from './draft-files';

type Loaded = { status: 'loading' } | { status: 'done'; files: DraftFile[]; failed: boolean };

/**
 * The stored files of the project being edited, read once as the form opens (the form then holds
 * its own draft). A new project has none; a failed read opens the form with a warning.
 */
export function useProjectFilesLoader(project: Project | null): Loaded {
  const id = project?.id;
  const [loaded, setLoaded] = useState<Loaded>(() =>
    id ? { status: 'loading' } : { status: 'done', files: [], failed: false },
  );
  useEffect(() => {
    if (!id) return;
    let active = true;
    projectFilesAdmin.list(id).then(
      (files) => active && setLoaded({ status: 'done', files: files.map(fromStored), failed: false }),
      (error: unknown) => {
        console.error(error);
        if (active) setLoaded({ status: 'done', files: [], failed: true });
      },
    );
    return () => {
      active = false;
    };
  }, [id]);
  return loaded;
}
