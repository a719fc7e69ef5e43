import { collection, documentId, getDocs, query, where } from 'firebase/firestore/lite';
import {
  renditionDocId,
  RENDITIONS_COLLECTION,
  type ImageRenditions,
  type RenditionDoc,
} from '@portfolio/model/renditions';
import { liteDb } from '@/data/firebase/lite';
import { renditionFromDoc } from './model';

/** Firestore answers an `in` filter of at most 30 values. */
const IN_LIMIT = 30;

/**
 * The records of uploads that content names: the only ones a visitor may list (the rest are of
 * uploads nobody was shown, such as a cover for a project never saved).
 */
const named = () =>
  query(collection(liteDb, RENDITIONS_COLLECTION), where('named' satisfies keyof RenditionDoc, '==', true));

function collect(docs: { data(): Record<string, unknown> }[]): ImageRenditions {
  return Object.fromEntries(docs.map((d) => renditionFromDoc(d.data())).filter((e) => e !== null));
}

/**
 * The renditions of the images a page shows, by their Storage paths: one read per image, not one
 * per image the site has (the home page shows a portrait and a few project covers).
 */
export async function fetchImageRenditions(paths: readonly string[]): Promise<ImageRenditions> {
  const ids = [...new Set(paths)].map(renditionDocId);
  const chunks = Array.from({ length: Math.ceil(ids.length / IN_LIMIT) }, (_, i) =>
    ids.slice(i * IN_LIMIT, (i + 1) * IN_LIMIT),
  );
  const snapshots = await Promise.all(
    chunks.map((chunk) => getDocs(query(named(), where(documentId(), 'in', chunk)))),
  );
  return collect(snapshots.flatMap((s) => s.docs));
}

/** Every image's renditions in one read: what the prerender renders every page from. */
export async function fetchAllImageRenditions(): Promise<ImageRenditions> {
  return collect((await getDocs(named())).docs);
}
