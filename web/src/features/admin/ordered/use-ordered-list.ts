import { useEffect, useState } from 'react';
import type { OrderedAdminCollection } from '@/data/admin-collection';
import { notifyError, notifySuccess } from '@/features/admin/components/notify';
import { orderedMessages } from './messages';
import { moveItem } from './order';

/** What an ordered collection's data module offers this hook. */
export type OrderedSource<T> = Pick<OrderedAdminCollection<T, never>, 'useWatch' | 'reorder'>;

/**
 * An ordered collection, live, and kept in order. A drag shows its result at once and rewrites
 * every order_index in one batch; if the batch fails, the stored order comes back.
 * A failed load goes to `onFetchError`, once.
 */
export function useOrderedList<T extends { id: string; order_index: number }>(
  source: OrderedSource<T>,
  onFetchError: (error: unknown) => void,
) {
  const watched = source.useWatch();
  // The dragged order, shown until the database has answered for it.
  const [moved, setMoved] = useState<T[] | null>(null);
  const error = watched.status === 'error' ? watched.error : null;

  useEffect(() => {
    if (error) onFetchError(error);
  }, [error, onFetchError]);

  async function move(from: number, to: number) {
    if (from === to) return;
    const next = moveItem(moved ?? watched.items, from, to).map((item, i) => ({
      ...item,
      order_index: i + 1,
    }));
    setMoved(next);
    try {
      await source.reorder(next.map((item) => item.id));
      notifySuccess(orderedMessages.orderSaved);
    } catch (failure) {
      console.error(orderedMessages.orderFailed, failure);
      notifyError(orderedMessages.orderFailed);
    } finally {
      setMoved(null);
    }
  }

  return { items: moved ?? watched.items, loading: watched.status === 'loading', move };
}
