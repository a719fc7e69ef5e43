import { doc, onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import {
  originalPathOf,
  renditionDocId,
  RENDITIONS_COLLECTION,
  type ImageRendition,
} from '@portfolio/model/renditions';
import { str } from '@/data/codec';
import { db } from '@/data/firebase/full';
import { renditionFromDoc } from './model';

/**
 * What visitors get of an uploaded image: 'pending' until the image-renditions function has
 * handled it, then its renditions ('ready') or why the original is served as it is ('original').
 * 'none' for an address that is no upload (a pasted link, a demo path) or an unreadable state.
 */
export type RenditionState =
  | { status: 'none' }
  | { status: 'pending' }
  | { status: 'ready'; rendition: ImageRendition }
  | { status: 'original'; reason: string };

/** The rendition state of the image at `url`, live. */
export function useRenditionState(url: string): RenditionState {
  const path = url ? originalPathOf(url) : null;
  const [state, setState] = useState<{ path: string | null; value: RenditionState }>({
    path: null,
    value: { status: 'none' },
  });
  useEffect(() => {
    if (!path) return;
    return onSnapshot(
      doc(db, RENDITIONS_COLLECTION, renditionDocId(path)),
      (snapshot) => {
        const data = snapshot.data();
        const ready = data ? renditionFromDoc(data) : null;
        const value: RenditionState = !data
          ? { status: 'pending' }
          : ready
            ? { status: 'ready', rendition: ready[1] }
            : { status: 'original', reason: str(data.reason) };
        setState({ path, value });
      },
      () => setState({ path, value: { status: 'none' } }),
    );
  }, [path]);
  if (!path) return { status: 'none' };
  return state.path === path ? state.value : { status: 'pending' };
}
