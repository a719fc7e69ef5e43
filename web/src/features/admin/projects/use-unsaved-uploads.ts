import { useEffect, useMemo, useRef } from 'react';
import { removeStoredFile } from '@/data/storage';

/**
 * The Storage objects this form uploaded that no saved document names yet. Leaving the form
 * (Cancel, another page, sign-out) removes them, so a form given up leaves nothing in Storage.
 */
export function useUnsavedUploads() {
  const paths = useRef(new Set<string>());
  useEffect(() => {
    const set = paths.current;
    return () => {
      for (const path of set) {
        void removeStoredFile(path).catch((error: unknown) =>
          console.warn('Unsaved upload not removed', path, error),
        );
      }
      set.clear();
    };
  }, []);

  return useMemo(
    () => ({
      add: (path: string) => void paths.current.add(path),
      /** Now named by a saved document: it stays. */
      keep: (path: string) => void paths.current.delete(path),
    }),
    [],
  );
}
