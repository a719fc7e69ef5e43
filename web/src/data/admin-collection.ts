import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  writeBatch,
  type DocumentData,
  type OrderByDirection,
  type Query,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import type { CollectionName } from '@portfolio/model/collections';
import type { WriteCodec } from '@/data/codec';
import { db, fullConverter } from '@/data/firebase/full';

/** A live list: loading until the first answer, then the stored items in the query's order. */
export type Watched<T> =
  | { status: 'loading'; items: T[] }
  | { status: 'success'; items: T[] }
  | { status: 'error'; items: T[]; error: Error };

/**
 * A live query as a Watched list. reactfire throws a failed listen only after all of its hooks
 * have run, so the hooks are called in the same order on every render even though the call sits
 * in a try; the failure is returned (the managers say it in a toast and keep their page).
 */
export function useWatchedQuery<T>(live: Query<T>): Watched<T> {
  try {
    // eslint-disable-next-line react-hooks/rules-of-hooks -- in a try, not a condition: see above
    const { status, data } = useFirestoreCollectionData(live);
    return { status: status === 'success' ? 'success' : 'loading', items: data ?? [] };
  } catch (error) {
    return { status: 'error', items: [], error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** One item's new place. */
export interface OrderUpdate {
  id: string;
  order_index: number;
}

/**
 * A new order: every id in its new place (numbered from 1), or explicit places when only some
 * of the items are stored (a project's files while new ones wait for the save).
 */
export type NewOrder = readonly string[] | readonly OrderUpdate[];

/** The admin's verbs, the same for every collection. */
export interface AdminCollection<T, Input, Update = Input> {
  /** One read, for a form that must not change under the admin's hands. */
  list(scope?: string): Promise<T[]>;
  /** A React hook: the live list, so a change saved here or in another tab shows at once. */
  useWatch(scope?: string): Watched<T>;
  create(input: Input): Promise<string>;
  update(id: string, update: Update): Promise<void>;
  remove(id: string): Promise<void>;
}

export interface OrderedAdminCollection<T, Input, Update = Input> extends AdminCollection<T, Input, Update> {
  reorder(order: NewOrder): Promise<{ updated: number }>;
}

interface CollectionSpec<T, Input, Update> {
  name: CollectionName;
  codec: WriteCodec<T, Input, Update>;
  /** The admin list's order, first key first. */
  orderBy: ReadonlyArray<readonly [field: string, direction: OrderByDirection]>;
  /** The field `scope` filters on (a project's files); without it the whole collection is listed. */
  scopeField?: string;
  /** Stamps created_at with the server's time on create. */
  stamped?: boolean;
}

interface OrderedSpec<T, Input, Update> extends CollectionSpec<T, Input, Update> {
  /** Writes a new order some other way than one batch of order_index updates (a callable). */
  writeOrder?: (updates: OrderUpdate[]) => Promise<{ updated: number }>;
}

function numbered(order: NewOrder): OrderUpdate[] {
  return order.map((item, i) => (typeof item === 'string' ? { id: item, order_index: i + 1 } : item));
}

/** Builds the verbs of a collection from its name, codec and order: one implementation for all. */
export function adminCollection<T, Input, Update = Input>(
  spec: CollectionSpec<T, Input, Update>,
): AdminCollection<T, Input, Update> {
  const { codec } = spec;
  // Without toUpdate, Update is Input (the type's default) and an update stores a whole document.
  const toUpdate = codec.toUpdate ?? (codec.toDoc as unknown as (update: Update) => object);
  const ref = collection(db, spec.name);
  // One converter per collection: reactfire finds a live query again by queryEqual, which
  // compares converters by identity.
  const typed = ref.withConverter(fullConverter(codec));
  const sorted = spec.orderBy.map(([field, direction]) => orderBy(field, direction));
  const whole = query(typed, ...sorted);

  function scoped(scope?: string): Query<T> {
    return spec.scopeField && scope !== undefined
      ? query(typed, where(spec.scopeField, '==', scope), ...sorted)
      : whole;
  }

  return {
    async list(scope) {
      return (await getDocs(scoped(scope))).docs.map((d) => d.data());
    },
    useWatch(scope) {
      const live = useMemo(() => scoped(scope), [scope]);
      return useWatchedQuery(live);
    },
    async create(input) {
      const stamp = spec.stamped ? { created_at: serverTimestamp() } : {};
      return (await addDoc(ref, { ...(codec.toDoc(input) as DocumentData), ...stamp })).id;
    },
    update(id, update) {
      return updateDoc(doc(ref, id), toUpdate(update) as DocumentData);
    },
    remove(id) {
      return deleteDoc(doc(ref, id));
    },
  };
}

/** A collection the admin arranges by hand: the verbs above, and reorder. */
export function orderedCollection<T, Input, Update = Input>(
  spec: OrderedSpec<T, Input, Update>,
): OrderedAdminCollection<T, Input, Update> {
  const ref = collection(db, spec.name);
  return {
    ...adminCollection(spec),
    async reorder(order) {
      const updates = numbered(order);
      if (spec.writeOrder) return spec.writeOrder(updates);
      // One batch: the list is never stored half reordered.
      const batch = writeBatch(db);
      for (const { id, order_index } of updates) batch.update(doc(ref, id), { order_index });
      await batch.commit();
      return { updated: updates.length };
    },
  };
}
