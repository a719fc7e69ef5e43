import type { Lifecycle } from '@/data/content-status';
import { collection, doc, getDocs, serverTimestamp, writeBatch, type DocumentData } from 'firebase/firestore';
import { COLLECTIONS } from '@portfolio/model/collections';
import { PUBLICATION_SLUGS_COLLECTION } from '@portfolio/model/publications';
import { orderedCollection, type OrderUpdate } from '@/data/admin-collection';
import { addressedCollection } from '@/data/address-claims';
import { db } from '@/data/firebase/full';
import { uniqueSlug } from './import-slugs';
import { publicationCodec, type PublicationInput } from './model';

/**
 * The rules read other documents to check a paper (its claim, the paper its address might name,
 * the claim its id might be), and Firestore lets one batch read at most 20 of them: a paper
 * with its claim costs four, a reorder two per paper. Batches stay within that, far under the
 * 400 writes a batch could hold.
 */
const PAPERS_PER_IMPORT_BATCH = 5;
const PAPERS_PER_ORDER_BATCH = 10;

const paperRef = (id: string) => doc(db, COLLECTIONS.publications, id);
const claimRef = (slug: string) => doc(db, PUBLICATION_SLUGS_COLLECTION, slug);

/**
 * Ordered by the admin (order_index decides among papers of one date). Deleting a paper deletes
 * only its document: its PDF goes with it through the content trigger, and its addresses stay
 * claimed until another paper takes one or a restore from the trash claims them again.
 */
export const publicationsAdmin = orderedCollection({
  name: COLLECTIONS.publications,
  codec: publicationCodec,
  orderBy: [['order_index', 'asc']],
  stamped: true,
  // A few papers per batch (see PAPERS_PER_ORDER_BATCH): a long list is written in steps.
  writeOrder: async (updates: OrderUpdate[]) => {
    for (let i = 0; i < updates.length; i += PAPERS_PER_ORDER_BATCH) {
      const batch = writeBatch(db);
      for (const { id, order_index } of updates.slice(i, i + PAPERS_PER_ORDER_BATCH))
        batch.update(paperRef(id), { order_index });
      await batch.commit();
    }
    return { updated: updates.length };
  },
});

/** The address is another paper's (its current or earlier slug, or its document id). */
export class PublicationSlugTakenError extends Error {
  constructor(readonly slug: string) {
    super(`The address ${slug} belongs to another paper`);
  }
}

export type { SavedAddress } from '@/data/address-claims';

const addresses = addressedCollection<PublicationInput>({
  collection: COLLECTIONS.publications,
  claims: PUBLICATION_SLUGS_COLLECTION,
  holder: 'publication_id',
  toDoc: publicationCodec.toDoc,
  // Emptied on an edit: an update merges, so they are deleted explicitly.
  // schedule_error: a save is the admin acting on a failed schedule, so its reason goes.
  optional: ['owner_author', 'month', 'day', 'schedule_error'],
  takenError: (slug) => new PublicationSlugTakenError(slug),
});

/** True when `slug` leads to a paper other than `paperId` (which may not exist yet). */
export const publicationSlugTaken = addresses.slugTaken;

/**
 * Creates (no id) or updates a paper together with the claim on its address, in one batch (see
 * addressedCollection). Returns the paper's id; throws PublicationSlugTakenError when the
 * address is another paper's.
 */
export const savePublication = addresses.save;

/** What an import writes of a parsed entry: the paper less what the import adds to it. */
export type ImportedPaper = Omit<
  PublicationInput,
  'order_index' | 'slug' | 'old_slugs' | 'pdf_storage_path' | 'pdf_file_url' | keyof Lifecycle
>;

/** An import that stopped part-way: the papers before `written` are stored, the rest are not. */
export class ImportStoppedError extends Error {
  constructor(
    readonly written: number,
    cause: unknown,
  ) {
    super(`The import stopped after ${written} papers`, { cause });
  }
}

/**
 * Stores imported papers after the ones there are, each with a readable address made from its
 * title (unique among the stored papers' claims and ids and the import's own) claimed in the same
 * batch, and the server's time as created_at. Writes batch by batch, reporting how many papers
 * are stored after each; returns their ids in order. A failed batch throws ImportStoppedError
 * naming how many were stored before it: importing the same entries again finds those as
 * duplicates.
 */
export async function importPublications(
  papers: readonly ImportedPaper[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<string[]> {
  const [claims, stored] = await Promise.all([
    getDocs(collection(db, PUBLICATION_SLUGS_COLLECTION)),
    getDocs(collection(db, COLLECTIONS.publications)),
  ]);
  // Every claim counts as taken, even one of a paper in the trash: restoring it gets it back.
  const taken = new Set([...claims.docs.map((d) => d.id), ...stored.docs.map((d) => d.id)]);
  const last = Math.max(0, ...stored.docs.map((d) => Number(d.get('order_index')) || 0));
  const ids: string[] = [];
  for (let start = 0; start < papers.length; start += PAPERS_PER_IMPORT_BATCH) {
    const batch = writeBatch(db);
    const chunk = papers.slice(start, start + PAPERS_PER_IMPORT_BATCH);
    const chunkIds = chunk.map((paper, i) => {
      const ref = doc(collection(db, COLLECTIONS.publications));
      const slug = uniqueSlug(paper.title, taken);
      const input: PublicationInput = {
        ...paper,
        order_index: last + start + i + 1,
        pdf_storage_path: '',
        pdf_file_url: '',
        ...(slug ? { slug, old_slugs: [] } : {}),
        // Imported papers are public at once, as papers added one by one are by default.
        status: 'published',
        publish_at: null,
      };
      batch.set(ref, { ...(publicationCodec.toDoc(input) as DocumentData), created_at: serverTimestamp() });
      if (slug) batch.set(claimRef(slug), { publication_id: ref.id });
      return ref.id;
    });
    try {
      await batch.commit();
    } catch (error) {
      throw new ImportStoppedError(ids.length, error);
    }
    ids.push(...chunkIds);
    onProgress(ids.length, papers.length);
  }
  return ids;
}
