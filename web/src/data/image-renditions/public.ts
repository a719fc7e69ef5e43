import { renditionDocId, RENDITIONS_COLLECTION, type ImageRenditions } from '@portfolio/model/renditions';
import { liteReadDb } from '@/data/firebase/lite-db';
import { DOCUMENT_ID, type PublicDb, type StoredDoc } from '@/data/firebase/public-db';
import { renditionFromDoc } from './model';

/** Firestore answers an `in` filter of at most 30 values. */
const IN_LIMIT = 30;

function collect(docs: StoredDoc[]): ImageRenditions {
  return Object.fromEntries(docs.map((d) => renditionFromDoc(d.data)).filter((e) => e !== null));
}

/**
 * The renditions of the images a page shows, by their Storage paths: one read per image, not one
 * per image the site has (the home page shows a portrait and a few project covers).
 */
export async function fetchImageRenditions(
  paths: readonly string[],
  db: PublicDb = liteReadDb,
): Promise<ImageRenditions> {
  const ids = [...new Set(paths)].map(renditionDocId);
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, i) =>
    ids.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
  );
  const lists = await Promise.all(
    chunks.map((chunk) => db.list(RENDITIONS_COLLECTION, { where: [[DOCUMENT_ID, 'in', chunk]] })),
  );
  return collect(lists.flat());
}

/** Every image's renditions in one read: what the prerender renders every page from. */
export async function fetchAllImageRenditions(db: PublicDb = liteReadDb): Promise<ImageRenditions> {
  return collect(await db.list(RENDITIONS_COLLECTION));
}
