import type { ContentCollection } from '@portfolio/model/content-life';
import { date, str, type Codec } from '@/data/codec';

/** A deleted document waiting in the trash. */
export interface TrashEntry {
  id: string;
  collection: ContentCollection;
  docId: string;
  label: string;
  files: number;
  deletedAt: Date | null;
  purgeAt: Date | null;
}

export const trashEntryCodec: Codec<TrashEntry> = {
  fromFirestore: (id, d) => ({
    id,
    collection: str(d.collection) as ContentCollection,
    docId: str(d.doc_id),
    label: str(d.label, str(d.doc_id)),
    files: Array.isArray(d.files) ? d.files.length : 0,
    deletedAt: date(d.deleted_at),
    purgeAt: date(d.purge_at),
  }),
};
