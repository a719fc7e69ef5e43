import { useMemo, useState } from 'react';
import { isMedia, nextOrderIndex, type DraftFile } from './draft-files';

type NewFile = Pick<DraftFile, 'name' | 'file_url' | 'file_type' | 'status' | 'progress'>;

/**
 * The project's files as the form holds them, and nothing more: no transfer, no write, no toast.
 * The setters never change identity, so the file lists need not re-render while the admin types
 * in the project's own fields.
 */
export function useDraftFiles(initial: DraftFile[] = []) {
  const [files, setFilesState] = useState<DraftFile[]>(initial);

  const setters = useMemo(() => {
    const update = (next: (all: DraftFile[]) => DraftFile[]) => setFilesState(next);
    return {
      update,
      setFiles: (next: DraftFile[]) => update(() => next),
      patch: (key: string, change: Partial<DraftFile>) =>
        update((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f))),
      /** A new file; its order_index follows the files already in its section. */
      append: (key: string, fields: NewFile) =>
        update((all) => [
          ...all,
          {
            key,
            description: '',
            storage_path: '',
            order_index: nextOrderIndex(all, isMedia(fields)),
            ...fields,
          },
        ]),
      drop: (key: string) => update((all) => all.filter((f) => f.key !== key)),
    };
  }, []);

  return { files, ...setters };
}
