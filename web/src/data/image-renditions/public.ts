import { collection, getDocs, query, where } from 'firebase/firestore/lite';
import { RENDITIONS_COLLECTION, type ImageRenditions } from '@portfolio/model/renditions';
import { liteDb } from '@/data/firebase/lite';
import { renditionFromDoc } from './model';

/** Firestore answers an `in` filter of at most 30 values. */
const IN_LIMIT = 30;

/**
 * The records of uploads that content names (RenditionDoc.named): the only ones a visitor may
 * list; the others are of uploads no page shows, such as a cover for a project never saved.
 */
const named = () => query(collection(liteDb, RENDITIONS_COLLECTION), where('named', '==', true));

function collect(docs: { data(): Record<string, unknown> }[]): ImageRenditions {
  return Object.fromEntries(docs.map((d) => renditionFromDoc(d.data())).filter((e) => e !== null));
}

/**
 * The renditions of the images a page shows, by their Storage paths: one read per image, not one
 * per image the site has (the home page shows a portrait and a few project covers).
 */
export async function fetchImageRenditions(paths: readonly string[]): Promise<ImageRenditions> {
  const unique = [...new Set(paths)];
  const chunks = Array.from({ length: Math.ceil(unique.length / IN_LIMIT) }, (_, i) =>
    unique.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
  );
  const snapshots = await Promise.all(
    // By the recorded path, not the document id: the rules judge an `in` on ids by each document
    // it names, so one image without a named record (not made yet, or let go) would refuse all.
    chunks.map((chunk) => getDocs(query(named(), where('path', 'in', chunk)))),
  );
  return collect(snapshots.flatMap((s) => s.docs));
}

/** Every named image's renditions in one read: what the prerender renders every page from. */
export async function fetchAllImageRenditions(): Promise<ImageRenditions> {
  return collect((await getDocs(named())).docs);
}
