import { useEffect } from 'react';
import type { AdminCollection, Watched } from '@/data/admin-collection';
import { notifyError } from '@/features/admin/components/notify';

/** A collection's live list; a failed listen is logged and said once in a toast. */
export function useLiveList<T>(
  source: Pick<AdminCollection<T, never>, 'useWatch'>,
  failed: string,
): Watched<T> {
  const watched = source.useWatch();
  const error = watched.status === 'error' ? watched.error : null;
  useEffect(() => {
    if (!error) return;
    console.error(failed, error);
    notifyError(failed);
  }, [error, failed]);
  return watched;
}
