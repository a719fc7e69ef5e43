import { useEffect, useMemo, useRef, useState } from 'react';
import { TEXT_LIMITS } from '@portfolio/model/limits';
import { projectFilesAdmin } from '@/data/project-files/admin';
import { DEFAULT_FILE_TYPE } from '@/data/project-files/model';
import { removeStoredFile, uploadFile } from '@/data/storage';
import { uploadRefusal } from '@/lib/upload-limits';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useUndoableDelete } from '@/features/admin/editing/use-undoable-delete';
import {
  acceptOrder,
  draftKey,
  isMedia,
  nextOrderIndex,
  reorderMedia,
  reorderPayload,
  type DraftFile,
} from './draft-files';
import { projectMessages as m } from './messages';

export interface UrlFile {
  name: string;
  url: string;
  type: string;
}

export interface DraftFileActions {
  patch: (key: string, change: Partial<DraftFile>) => void;
  addUploads: (chosen: File[]) => void;
  /** Stops a running upload: the file leaves the list and nothing is stored. */
  cancelUpload: (key: string) => void;
  addByUrl: (file: UrlFile) => void;
  /** Undoable: the file leaves the list at once and is deleted after the undo window. */
  remove: (file: DraftFile) => void;
  reorder: (from: number, to: number) => Promise<void>;
  setFiles: (files: DraftFile[]) => void;
}

/** Appends a new file; its order_index follows the files already in its section. */
function appendDraft(
  key: string,
  fields: Pick<DraftFile, 'name' | 'file_url' | 'file_type' | 'status' | 'progress'>,
) {
  return (all: DraftFile[]): DraftFile[] => [
    ...all,
    {
      key,
      description: '',
      storage_path: '',
      order_index: nextOrderIndex(all, isMedia(fields)),
      ...fields,
    },
  ];
}

/**
 * The project's files while the form is open: uploads, URL files, edits, removal, reorder.
 * The actions never change identity, so the file lists need not re-render while the admin
 * types in the project's own fields.
 */
export function useDraftFiles(initial: DraftFile[] = []) {
  const [all, setFilesState] = useState<DraftFile[]>(initial);
  const { hidden, request: requestDelete } = useUndoableDelete();
  // Files waiting for their deletion are neither shown nor saved; Undo brings them back in place.
  const files = useMemo(
    () => (hidden.size === 0 ? all : all.filter((f) => !hidden.has(f.key))),
    [all, hidden],
  );
  // The latest list for the stable actions (reorder computes its payload from it).
  const current = useRef(files);
  useEffect(() => {
    current.current = files;
  }, [files]);

  // One abort per running upload, so its row can cancel it.
  const running = useRef(new Map<string, AbortController>());

  const actions = useMemo<DraftFileActions>(() => {
    const update = (next: (all: DraftFile[]) => DraftFile[]) => setFilesState(next);
    const patch = (key: string, change: Partial<DraftFile>) =>
      update((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f)));

    return {
      patch,
      setFiles: (next) => update(() => next),

      addUploads(chosen) {
        for (const file of chosen) {
          const refusal = uploadRefusal('files', file);
          if (refusal) {
            notifyError(refusal);
            continue;
          }
          const key = draftKey();
          update(
            appendDraft(key, {
              name: file.name.slice(0, TEXT_LIMITS.short),
              file_url: '',
              file_type: file.type || DEFAULT_FILE_TYPE,
              status: 'not-uploaded',
              progress: 0,
            }),
          );
          patch(key, { status: 'uploading' });
          const abort = new AbortController();
          running.current.set(key, abort);
          uploadFile('files', file, (progress) => patch(key, { progress }), abort.signal)
            .then(
              ({ url, path }) => {
                patch(key, { status: 'uploaded', progress: 100, file_url: url, storage_path: path });
                notifySuccess(m.fileUploaded);
              },
              (error: unknown) => {
                update((all) => all.filter((f) => f.key !== key));
                // The admin's own cancel is no failure.
                if (abort.signal.aborted) return;
                console.error(error);
                notifyError(m.fileUploadFailed);
              },
            )
            .finally(() => running.current.delete(key));
        }
      },

      cancelUpload(key) {
        running.current.get(key)?.abort();
      },

      // A file that is already online: nothing to transfer, so it counts as uploaded.
      addByUrl({ name, url, type }) {
        update(
          appendDraft(draftKey(), {
            name,
            file_url: url,
            file_type: type,
            status: 'uploaded',
            progress: 100,
          }),
        );
      },

      // After the undo window: the database document (if saved), then the Storage object (if any).
      remove(file) {
        requestDelete({
          id: file.key,
          label: file.name || file.file_url,
          deleted: m.fileRemoved,
          deleteFailed: m.fileRemoveFailed,
          perform: async () => {
            if (file.id) await projectFilesAdmin.remove(file.id);
            update((all) => all.filter((f) => f.key !== file.key));
            if (file.storage_path) {
              // The document is gone, so the page no longer shows it; a leftover object is only logged.
              await removeStoredFile(file.storage_path).catch((error: unknown) =>
                console.warn('Storage object not removed', file.storage_path, error),
              );
            }
          },
        });
      },

      async reorder(from, to) {
        if (from === to) return;
        const next = reorderMedia(current.current, from, to);
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
    };
  }, [requestDelete]);

  const uploading = files.some((f) => f.status !== 'uploaded');
  return { files, uploading, actions };
}
