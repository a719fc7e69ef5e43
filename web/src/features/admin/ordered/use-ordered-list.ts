import { useCallback } from 'react';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { useCollection } from '@/features/admin/editing/use-collection';
import { orderedMessages } from './messages';
import { moveItem } from './order';

/** What the four ordered collections' data modules (orderedAdmin) offer this hook. */
export interface OrderedSource<T> {
  list(): Promise<T[]>;
  reorder(ids: readonly string[]): Promise<void>;
}

/**
 * Loads an ordered collection and keeps it in order. A drag shows its result at once and
 * rewrites every order_index in one batch; if the batch fails, the stored order comes back.
 * `onFetchError` must be stable (useCallback or module scope).
 */
export function useOrderedList<T extends { id: string; order_index: number }>(
  source: OrderedSource<T>,
  onFetchError: (error: unknown) => void,
) {
  const fetch = useCallback(() => source.list(), [source]);
  const { items, loading, reload, setItems } = useCollection(fetch, onFetchError);

  async function move(from: number, to: number) {
    if (from === to) return;
    const next = moveItem(items, from, to).map((item, i) => ({ ...item, order_index: i + 1 }));
    setItems(next);
    try {
      await source.reorder(next.map((item) => item.id));
      notifySuccess(orderedMessages.orderSaved);
    } catch (error) {
      console.error(orderedMessages.orderFailed, error);
      notifyError(orderedMessages.orderFailed);
      reload();
    }
  }

  return { items, loading, reload, move };
}
