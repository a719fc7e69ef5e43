import type { DraftFile } from './draft-files';

export interface UrlFile {
  name: string;
  url: string;
  type: string;
}

/** What the file sections may do with the project's files; stable for the form's life. */
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
