import type { ProjectFileDoc } from '@portfolio/model/collections';
import { date, num, optionalStr, str, type WriteCodec } from '@/data/codec';

export interface ProjectFile extends ProjectFileDoc<Date | null> {
  id: string;
}

export type ProjectFileInput = Omit<ProjectFile, 'id' | 'created_at'>;
export type ProjectFileUpdate = Pick<ProjectFile, 'name' | 'description' | 'order_index'>;

export const DEFAULT_FILE_NAME = 'Untitled file';
export const DEFAULT_FILE_TYPE = 'application/octet-stream';

/** A file's name as stored: trimmed, and 'Untitled file' when nothing is left. */
export function storedFileName(name: string): string {
  return name.trim() || DEFAULT_FILE_NAME;
}

/**
 * On saving files, name defaults to 'Untitled file' and type to 'application/octet-stream'. An
 * update sends only what the admin may change after the upload (the rules fix the rest).
 */
export const projectFileCodec: WriteCodec<ProjectFile, ProjectFileInput, ProjectFileUpdate> = {
  fromFirestore: (id, d) => ({
    id,
    project_id: str(d.project_id),
    name: str(d.name, DEFAULT_FILE_NAME),
    description: optionalStr(d.description),
    file_url: str(d.file_url),
    file_type: str(d.file_type, DEFAULT_FILE_TYPE),
    storage_path: str(d.storage_path),
    order_index: num(d.order_index),
    created_at: date(d.created_at),
  }),
  toDoc: (input): ProjectFileInput => ({
    project_id: input.project_id,
    name: storedFileName(input.name),
    description: input.description?.trim() ?? '',
    file_url: input.file_url,
    file_type: input.file_type || DEFAULT_FILE_TYPE,
    storage_path: input.storage_path,
    order_index: input.order_index,
  }),
  toUpdate: (update): ProjectFileUpdate => ({
    name: storedFileName(update.name),
    description: update.description?.trim() ?? '',
    order_index: update.order_index,
  }),
};

/** Media (image or video) is reorderable and shown in the gallery; the rest are "other files". */
export function isMediaType(fileType: string): boolean {
  return fileType.startsWith('image/') || fileType.startsWith('video/');
}
