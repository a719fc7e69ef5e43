import { useCallback, useMemo } from 'react';
import { originalPathOf, type ImageRendition } from '@portfolio/model/renditions';
import { publicQueries } from './queries';
import { usePublic } from './use-public-query';

/**
 * The renditions of the images a component shows (`urls`), looked up by URL: undefined while
 * they load, and for images that have none (demo paths, pasted links, undecodable uploads), which
 * are then shown as they are. Only the shown images' records are read.
 */
export function useImageRenditions(
  urls: readonly (string | null | undefined)[],
): (url: string | null | undefined) => ImageRendition | undefined {
  const joined = urls
    .map((url) => (url ? originalPathOf(url) : null))
    .filter((path): path is string => path !== null)
    .join('\n');
  const query = useMemo(() => publicQueries.imageRenditions(joined ? joined.split('\n') : []), [joined]);
  const { data } = usePublic(query);
  return useCallback(
    (url: string | null | undefined) => {
      const path = url ? originalPathOf(url) : null;
      return path ? data?.[path] : undefined;
    },
    [data],
  );
}
