import { isMediaType, type ProjectFile } from '@/data/project-files/model';

/**
 * A file as the form holds it. `id` is set once it is in the database; `baseline` is what the
 * database has, so saving updates only what changed. A new file is 'not-uploaded' until its
 * transfer succeeds ('uploaded'); a pasted URL needs no transfer. Nothing reaches the database
 * before the project is saved.
 */
export interface DraftFile {
  key: string;
  id?: string;
  name: string;
  description: string;
  file_url: string;
  file_type: string;
  storage_path: string;
  order_index: number;
  status: 'not-uploaded' | 'uploading' | 'uploaded';
  progress: number;
  baseline?: Pick<DraftFile, 'name' | 'description' | 'order_index'>;
}

let counter = 0;
export function draftKey(): string {
  counter += 1;
  return `draft-${counter}`;
}

export function fromStored(file: ProjectFile): DraftFile {
  const description = file.description ?? '';
  return {
    key: file.id,
    id: file.id,
    name: file.name,
    description,
    file_url: file.file_url,
    file_type: file.file_type,
    storage_path: file.storage_path,
    order_index: file.order_index,
    status: 'uploaded',
    progress: 100,
    baseline: { name: file.name, description, order_index: file.order_index },
  };
}

export function isMedia(file: Pick<DraftFile, 'file_type'>): boolean {
  return isMediaType(file.file_type);
}

/** Next order_index of a new file in its section (media and other files are ordered apart). */
export function nextOrderIndex(files: readonly DraftFile[], media: boolean): number {
  const section = files.filter((f) => isMedia(f) === media);
  return section.length === 0 ? 0 : Math.max(...section.map((f) => f.order_index)) + 1;
}

/** Media sorted as shown: order_index, then the order they were added. */
export function sortedSection(files: readonly DraftFile[], media: boolean): DraftFile[] {
  return files.filter((f) => isMedia(f) === media).sort((a, b) => a.order_index - b.order_index);
}

/**
 * Moves one media file from `from` to `to` (positions in the shown order) and reassigns
 * order_index from 0 along the new order. Other files keep theirs.
 */
export function reorderMedia(files: readonly DraftFile[], from: number, to: number): DraftFile[] {
  const media = sortedSection(files, true);
  const [moved] = media.splice(from, 1);
  if (!moved) return [...files];
  media.splice(to, 0, moved);
  const indexOf = new Map(media.map((f, i) => [f.key, i]));
  return files.map((f) => (indexOf.has(f.key) ? { ...f, order_index: indexOf.get(f.key) ?? 0 } : f));
}

/** The callable's payload: only files that already have an id, in the new order. */
export function reorderPayload(files: readonly DraftFile[]): Array<{ id: string; order_index: number }> {
  return sortedSection(files, true).flatMap((f) => (f.id ? [{ id: f.id, order_index: f.order_index }] : []));
}

/** After the server accepted an order, the database holds it: no update needed on save. */
export function acceptOrder(files: readonly DraftFile[], ids: ReadonlySet<string>): DraftFile[] {
  return files.map((f) =>
    f.id && f.baseline && ids.has(f.id)
      ? { ...f, baseline: { ...f.baseline, order_index: f.order_index } }
      : f,
  );
}

function isChanged(file: DraftFile): boolean {
  const b = file.baseline;
  return (
    !!b && (b.name !== file.name || b.description !== file.description || b.order_index !== file.order_index)
  );
}

/** What saving must write: new files that finished uploading, and stored files that changed. */
export function savePlan(files: readonly DraftFile[]): { inserts: DraftFile[]; updates: DraftFile[] } {
  const inserts = files.filter((f) => !f.id && f.status === 'uploaded' && f.file_url);
  const updates = files.filter((f) => f.id && isChanged(f));
  // Media first, each section in its shown order, so the database gets them in a natural order.
  const bySection = (a: DraftFile, b: DraftFile) =>
    Number(isMedia(b)) - Number(isMedia(a)) || a.order_index - b.order_index;
  return { inserts: inserts.sort(bySection), updates: updates.sort(bySection) };
}
