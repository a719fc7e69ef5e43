import { RENDITIONS_COLLECTION, type ImageRenditions } from '@portfolio/model/renditions';
import { liteReadDb } from '@/data/firebase/lite-db';
import type { PublicDb, StoredDoc } from '@/data/firebase/public-db';
import { renditionFromDoc } from './model';

/** Firestore answers an `in` filter of at most 30 values. */
const IN_LIMIT = 30;

/**
 * Only the records of uploads that content names (RenditionDoc.named): the only ones a visitor
 * may list; the others are of uploads no page shows, such as a cover for a project never saved.
 */
const NAMED = ['named', '==', true] as const;

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
  const unique = [...new Set(paths)];
  const chunks = Array.from({ length: Math.ceil(unique.length / IN_LIMIT) }, (_, i) =>
    unique.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
  );
  const lists = await Promise.all(
    // By the recorded path, not the document id: the rules judge an `in` on ids by each document
    // it names, so one image without a named record (not made yet, or let go) would refuse all.
    chunks.map((chunk) => db.list(RENDITIONS_COLLECTION, { where: [NAMED, ['path', 'in', chunk]] })),
  );
  return collect(lists.flat());
}

/** Every named image's renditions in one read: what the prerender renders every page from. */
export async function fetchAllImageRenditions(db: PublicDb = liteReadDb): Promise<ImageRenditions> {
  return collect(await db.list(RENDITIONS_COLLECTION, { where: [NAMED] }));
}
