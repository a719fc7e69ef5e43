import { useCallback, useState } from 'react';
import { TEXT_LIMITS } from '@portfolio/model/limits';
import { deleteProjectFileDoc, reorderProjectFiles } from '@/data/project-files/admin';
import { DEFAULT_FILE_TYPE } from '@/data/project-files/model';
import { removeStoredFile, uploadFile } from '@/data/storage';
import { notifyError, notifySuccess } from '../components/notify';
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

/** The project's files while the form is open: uploads, URL files, edits, removal, reorder. */
export function useDraftFiles(initial: DraftFile[] = []) {
  const [files, setFiles] = useState<DraftFile[]>(initial);
  const patch = useCallback(
    (key: string, change: Partial<DraftFile>) =>
      setFiles((all) => all.map((f) => (f.key === key ? { ...f, ...change } : f))),
    [],
  );

  const addUploads = (chosen: File[]) => {
    for (const file of chosen) {
      const key = draftKey();
      const type = file.type || DEFAULT_FILE_TYPE;
      setFiles((all) => [
        ...all,
        {
          key,
          name: file.name.slice(0, TEXT_LIMITS.short),
          description: '',
          file_url: '',
          file_type: type,
          storage_path: '',
          order_index: nextOrderIndex(all, isMedia({ file_type: type })),
          status: 'not-uploaded',
          progress: 0,
        },
      ]);
      patch(key, { status: 'uploading' });
      uploadFile('files', file, (progress) => patch(key, { progress })).then(
        ({ url, path }) => {
          patch(key, { status: 'uploaded', progress: 100, file_url: url, storage_path: path });
          notifySuccess(m.fileUploaded);
        },
        (error: unknown) => {
          console.error(error);
          setFiles((all) => all.filter((f) => f.key !== key));
          notifyError(m.fileUploadFailed);
        },
      );
    }
  };

  /** A file that is already online: nothing to transfer, so it counts as uploaded. */
  const addByUrl = ({ name, url, type }: UrlFile) =>
    setFiles((all) => [
      ...all,
      {
        key: draftKey(),
        name,
        description: '',
        file_url: url,
        file_type: type,
        storage_path: '',
        order_index: nextOrderIndex(all, isMedia({ file_type: type })),
        status: 'uploaded',
        progress: 100,
      },
    ]);

  /** Removes the database document (if saved) and the Storage object (if any). */
  const remove = async (file: DraftFile) => {
    try {
      if (file.id) await deleteProjectFileDoc(file.id);
    } catch (error) {
      console.error(error);
      notifyError(m.fileRemoveFailed);
      return;
    }
    setFiles((all) => all.filter((f) => f.key !== file.key));
    if (file.storage_path) {
      // The document is gone, so the page no longer shows it; a leftover object is only logged.
      await removeStoredFile(file.storage_path).catch((error: unknown) =>
        console.warn('Storage object not removed', file.storage_path, error),
      );
    }
    notifySuccess(m.fileRemoved);
  };

  const reorder = async (from: number, to: number) => {
    if (from === to) return;
    const next = reorderMedia(files, from, to);
    setFiles(next);
    const updates = reorderPayload(next);
    if (updates.length === 0) return; // Only unsaved files moved: their order is saved with the project.
    try {
      await reorderProjectFiles(updates);
      setFiles((all) => acceptOrder(all, new Set(updates.map((u) => u.id))));
      notifySuccess(m.orderUpdated);
    } catch (error) {
      console.error(error);
      notifyError(m.orderFailed); // The new order stays on screen and is written on save.
    }
  };

  const uploading = files.some((f) => f.status !== 'uploaded');
  return { files, setFiles, patch, addUploads, addByUrl, remove, reorder, uploading };
}
