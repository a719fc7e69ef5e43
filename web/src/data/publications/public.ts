import { COLLECTIONS, isSafeId } from '@portfolio/model/collections';
import { PUBLICATION_SLUGS_COLLECTION } from '@portfolio/model/publications';
import { liteReadDb } from '@/data/firebase/lite-db';
import { getOf, listOf, type PublicDb } from '@/data/firebase/public-db';
import { byPaperDate, publicationCodec, type Publication } from './model';

/**
 * Every paper, newest first by its own date (a paper's year is what readers sort by; the admin's
 * order decides among papers of the same date).
 */
export async function fetchPublications(db: PublicDb = liteReadDb): Promise<Publication[]> {
  const all = await listOf(db, COLLECTIONS.publications, publicationCodec, {
    orderBy: [['order_index', 'asc']],
  });
  return all.sort(byPaperDate);
}

/**
 * The papers marked selected (home page, CV), newest first. Read with the rest and filtered here:
 * a site has tens of papers, and the filter needs no composite index.
 */
export async function fetchSelectedPublications(db: PublicDb = liteReadDb): Promise<Publication[]> {
  return (await fetchPublications(db)).filter((p) => p.selected);
}

/** One paper by id, or null when it does not exist. */
export function fetchPublication(id: string, db: PublicDb = liteReadDb): Promise<Publication | null> {
  return getOf(db, COLLECTIONS.publications, id, publicationCodec);
}

/**
 * The paper an address leads to: the one whose slug it is, else the one that claimed it as an
 * earlier slug, else the one with that document id. The page moves a visitor on to the paper's
 * current address when this is not it.
 */
export async function fetchPublicationAt(
  address: string,
  db: PublicDb = liteReadDb,
): Promise<Publication | null> {
  if (!isSafeId(address)) return null;
  const [current, claim, byId] = await Promise.all([
    listOf(db, COLLECTIONS.publications, publicationCodec, { where: [['slug', '==', address]], limit: 1 }),
    db.get(PUBLICATION_SLUGS_COLLECTION, address),
    fetchPublication(address, db),
  ]);
  if (current[0]) return current[0];
  const holder = claim?.data.publication_id;
  const claimed = isSafeId(holder) ? await fetchPublication(holder, db) : null;
  return claimed ?? byId;
}
