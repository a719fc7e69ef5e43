import { useCallback, type RefObject } from 'react';
import { projectFilesAdmin } from '@/data/project-files/admin';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useUndoableDelete } from '@/features/admin/editing/use-undoable-delete';
import { acceptOrder, reorderMedia, reorderPayload, type DraftFile } from './draft-files';
import { projectMessages as m } from './messages';

type Update = (next: (all: DraftFile[]) => DraftFile[]) => void;

/**
 * The two file changes written at once rather than with the project: removing a file (undoable,
 * like every delete) and reordering the media of a stored project (the callable, one batch).
 */
export function useFileCommands(update: Update, shown: RefObject<DraftFile[]>) {
  const deletes = useUndoableDelete();
  const { request } = deletes;

  // After the undo window: the database document (if saved). Its object stays in the trash with
  // it and is the server's to remove once nothing names it.
  const remove = useCallback(
    (file: DraftFile) =>
      request({
        id: file.key,
        label: file.name || file.file_url,
        deleted: m.fileRemoved,
        deleteFailed: m.fileRemoveFailed,
        perform: async () => {
          if (file.id) await projectFilesAdmin.remove(file.id);
          update((all) => all.filter((f) => f.key !== file.key));
        },
      }),
    [request, update],
  );

  const reorder = useCallback(
    async (from: number, to: number) => {
      if (from === to) return;
      const next = reorderMedia(shown.current, from, to);
      // Files waiting out their undo window are not in `next`: keep them, so Undo finds them.
      update((all) => [...next, ...all.filter((f) => !next.some((n) => n.key === f.key))]);
      const updates = reorderPayload(next);
      if (updates.length === 0) return; // Only unsaved files moved: saved with the project.
      try {
        await projectFilesAdmin.reorder(updates);
        update((all) => acceptOrder(all, new Set(updates.map((u) => u.id))));
        notifySuccess(m.orderUpdated);
      } catch (error) {
        console.error(error);
        notifyError(m.orderFailed); // The new order stays on screen and is written on save.
      }
    },
    [shown, update],
  );

  return { hidden: deletes.hidden, remove, reorder };
}
