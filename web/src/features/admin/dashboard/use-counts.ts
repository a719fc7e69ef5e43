import { useEffect, useState } from 'react';
import type { CollectionName } from '@portfolio/model/collections';
import { countDocuments } from '@/data/counts';

/** undefined while counting, null when the count failed (logged only: no toast on the dashboard). */
export type CountState = number | null | undefined;

export function useCounts<K extends string>(collections: Record<K, CollectionName>): Record<K, CountState> {
  const [counts, setCounts] = useState<Partial<Record<K, number | null>>>({});
  useEffect(() => {
    let live = true;
    for (const [key, name] of Object.entries(collections) as Array<[K, CollectionName]>) {
      countDocuments(name).then(
        (count) => live && setCounts((c) => ({ ...c, [key]: count })),
        (error: unknown) => {
          console.error(`Failed to count ${name}`, error);
          if (live) setCounts((c) => ({ ...c, [key]: null }));
        },
      );
    }
    return () => {
      live = false;
    };
  }, [collections]);
  return counts as Record<K, CountState>;
}
