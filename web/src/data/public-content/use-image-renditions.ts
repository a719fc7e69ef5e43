import { useCallback } from 'react';
import { originalPathOf } from '@portfolio/model/renditions';
import type { ImageRendition } from '@/data/image-renditions/model';
import { publicQueries } from './queries';
import { usePublic } from './use-public-query';

/**
 * The renditions of an image by its URL, for pages that show uploaded images: undefined while
 * the manifest loads, and for images that have none (demo paths, pasted links, undecodable
 * uploads), which are then shown as they are.
 */
export function useImageRenditions(): (url: string | null | undefined) => ImageRendition | undefined {
  const { data } = usePublic(publicQueries.imageRenditions);
  return useCallback(
    (url: string | null | undefined) => {
      const path = url ? originalPathOf(url) : null;
      return path ? data?.[path] : undefined;
    },
    [data],
  );
}
