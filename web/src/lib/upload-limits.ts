import { UPLOAD_LIMITS } from '@portfolio/model/limits';

type UploadFolder = keyof typeof UPLOAD_LIMITS;

const MB = 1024 * 1024;

/** `5 MB`, `6.3 MB`: in the binary megabytes the limits are written in. */
export function formatMegabytes(bytes: number): string {
  const value = bytes / MB;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}

/**
 * Why the storage rules would refuse this file for its size, said before anything is sent; null
 * when the size is fine. storage.rules mirrors UPLOAD_LIMITS (a rules test checks they agree).
 * Types are left to the pickers' accept lists and to the rules, whose refusal the form reports.
 */
export function uploadRefusal(folder: UploadFolder, file: Pick<File, 'name' | 'size'>): string | null {
  const limit = UPLOAD_LIMITS[folder];
  if (file.size === 0) return `${file.name} is empty`;
  if (file.size > limit) {
    return `${file.name} is too large (${formatMegabytes(file.size)}): the limit is ${formatMegabytes(limit)}`;
  }
  return null;
}
