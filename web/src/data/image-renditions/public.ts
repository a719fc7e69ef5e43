import { collection, getDocs } from 'firebase/firestore/lite';
import { RENDITIONS_COLLECTION } from '@portfolio/model/renditions';
import { liteDb } from '@/data/firebase/lite';
import { renditionFromDoc, type ImageRenditions } from './model';

/**
 * Every image's renditions in one read: one small document per uploaded image, and every page
 * with an image needs some of them.
 */
export async function fetchImageRenditions(): Promise<ImageRenditions> {
  const snapshot = await getDocs(collection(liteDb, RENDITIONS_COLLECTION));
  const entries = snapshot.docs.map((d) => renditionFromDoc(d.data()));
  return Object.fromEntries(entries.filter((e) => e !== null));
}
