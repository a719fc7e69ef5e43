import {
  collection,
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  writeBatch,
  type DocumentData,
} from 'firebase/firestore';
import { nextOldSlugs } from '@portfolio/model/slug';
import { db } from '@/data/firebase/full';

/** What an item was saved as, so a rename keeps the address it had. */
export interface SavedAddress {
  slug?: string;
  old_slugs?: string[];
}

interface AddressedCollection<Input extends SavedAddress> {
  /** The items' collection, and the one that holds a claim per address (`<claims>/<slug>`). */
  collection: string;
  claims: string;
  /** The claim's field that names the item holding it. */
  holder: string;
  /** The document a create stores, as the collection's codec writes it. */
  toDoc: (input: Input) => object;
  /** Optional fields an update deletes when the input leaves them out (an update merges). */
  optional?: readonly string[];
  /** The error a save throws when the address is another item's. */
  takenError: (slug: string) => Error;
}

/**
 * Items with readable addresses (projects, papers): each address is claimed in the same batch as
 * the item, and the rules refuse an item whose slug another item claims, so of two tabs saving
 * one address only one succeeds.
 */
export function addressedCollection<Input extends SavedAddress>(spec: AddressedCollection<Input>) {
  const itemRef = (id: string) => doc(db, spec.collection, id);
  const claimRef = (slug: string) => doc(db, spec.claims, slug);

  /** True when `slug` leads to an item other than `itemId` (which may not exist yet). */
  async function slugTaken(slug: string, itemId: string | undefined): Promise<boolean> {
    const [claim, sameId] = await Promise.all([getDoc(claimRef(slug)), getDoc(itemRef(slug))]);
    if (sameId.exists() && slug !== itemId) return true;
    const holder: unknown = claim.exists() ? claim.get(spec.holder) : undefined;
    if (typeof holder !== 'string' || holder === itemId) return false;
    // A claim of a deleted item is free to take.
    return (await getDoc(itemRef(holder))).exists();
  }

  /**
   * Creates (no id) or updates an item together with the claim on its address, in one batch. The
   * slug it had joins its old slugs. Returns the item's id; throws the collection's taken error
   * when the address is another item's.
   */
  async function save(itemId: string | undefined, input: Input, saved: SavedAddress = {}): Promise<string> {
    const ref = itemId ? itemRef(itemId) : doc(collection(db, spec.collection));
    const slug = input.slug ?? '';
    const withAddress: Input = slug
      ? { ...input, slug, old_slugs: nextOldSlugs(saved.slug, saved.old_slugs ?? [], slug) }
      : input;
    if (slug && (await slugTaken(slug, ref.id))) throw spec.takenError(slug);
    const data = spec.toDoc(withAddress) as DocumentData;
    const batch = writeBatch(db);
    if (itemId) {
      const cleared = (spec.optional ?? []).filter((k) => !(k in data)).map((k) => [k, deleteField()]);
      batch.update(ref, { ...data, ...Object.fromEntries(cleared) });
    } else batch.set(ref, { ...data, created_at: serverTimestamp() });
    if (slug) batch.set(claimRef(slug), { [spec.holder]: ref.id });
    try {
      await batch.commit();
    } catch (error) {
      // Another tab took the address between the check and the write.
      if (slug && (await slugTaken(slug, ref.id))) throw spec.takenError(slug);
      throw error;
    }
    return ref.id;
  }

  return { slugTaken, save };
}
