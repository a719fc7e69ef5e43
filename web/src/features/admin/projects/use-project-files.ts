import { useEffect, useMemo, useRef } from 'react';
import { TEXT_LIMITS } from '@portfolio/model/limits';
import { DEFAULT_FILE_TYPE } from '@/data/project-files/model';
import { uploadRefusal } from '@/lib/upload-limits';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { draftKey, type DraftFile } from './draft-files';
import type { DraftFileActions } from './file-actions';
import { projectMessages as m } from './messages';
import { useDraftFiles } from './use-draft-files';
import { useFileCommands } from './use-file-commands';
import { useFileTransfers } from './use-file-transfers';

// One toast per burst: files dropped together report their uploads once.
const UPLOADED_TOAST = 'project-file-uploaded';
const UPLOAD_FAILED_TOAST = 'project-file-upload-failed';

/**
 * The project's files while the form is open: the draft list, the transfers that fill it, and
 * the removals and reorders written at once. Uploads not saved with the project are removed from
 * Storage when the form is left.
 */
export function useProjectFiles(initial: DraftFile[] = []) {
  const draft = useDraftFiles(initial);
  const transfers = useFileTransfers('files');
  const shown = useRef<DraftFile[]>(draft.files);
  const commands = useFileCommands(draft.update, shown);
  const { hidden } = commands;

  // Files waiting for their deletion are neither shown nor saved; Undo brings them back in place.
  const files = useMemo(
    () => (hidden.size === 0 ? draft.files : draft.files.filter((f) => !hidden.has(f.key))),
    [draft.files, hidden],
  );
  useEffect(() => {
    shown.current = files;
  }, [files]);

  const { patch, append, drop, setFiles } = draft;
  const { remove, reorder } = commands;
  const actions = useMemo<DraftFileActions>(
    () => ({
      patch,
      setFiles,
      remove,
      reorder,
      cancelUpload: transfers.cancel,
      addUploads(chosen) {
        for (const file of chosen) {
          const refusal = uploadRefusal('files', file);
          if (refusal) {
            notifyError(refusal);
            continue;
          }
          const key = draftKey();
          append(key, {
            name: file.name.slice(0, TEXT_LIMITS.short),
            file_url: '',
            file_type: file.type || DEFAULT_FILE_TYPE,
            status: 'not-uploaded',
            progress: 0,
          });
          patch(key, { status: 'uploading' });
          transfers
            .start(key, file, (progress) => patch(key, { progress }))
            .then(
              (uploaded) => {
                // Cancelled by the admin (no failure) or the form was left.
                if (!uploaded) return drop(key);
                patch(key, {
                  status: 'uploaded',
                  progress: 100,
                  file_url: uploaded.url,
                  storage_path: uploaded.path,
                });
                notifySuccess(m.fileUploaded, undefined, UPLOADED_TOAST);
              },
              (error: unknown) => {
                drop(key);
                console.error(error);
                notifyError(m.fileUploadFailed, undefined, UPLOAD_FAILED_TOAST);
              },
            );
        }
      },
      // A file that is already online: nothing to transfer, so it counts as uploaded.
      addByUrl({ name, url, type }) {
        append(draftKey(), { name, file_url: url, file_type: type, status: 'uploaded', progress: 100 });
      },
    }),
    [patch, setFiles, append, drop, remove, reorder, transfers],
  );

  const uploading = files.some((f) => f.status !== 'uploaded');
  return { files, uploading, actions };
}
