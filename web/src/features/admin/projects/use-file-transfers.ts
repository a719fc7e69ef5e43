import { useEffect, useMemo, useRef } from 'react';
import { uploadFile, type StorageFolder, type Uploaded } from '@/data/storage';

/**
 * Byte transfers to Storage and nothing else: one abort per file, and leaving the form aborts
 * every transfer still running. A transfer that finished as the form was left resolves null too:
 * no document will name its object, so the server's daily sweep removes it.
 */
export function useFileTransfers(folder: StorageFolder) {
  const running = useRef(new Map<string, AbortController>());
  const left = useRef(false);
  useEffect(() => {
    const map = running.current;
    left.current = false;
    return () => {
      left.current = true;
      for (const abort of map.values()) abort.abort();
      map.clear();
    };
  }, []);

  return useMemo(
    () => ({
      async start(key: string, file: File, onProgress: (percent: number) => void): Promise<Uploaded | null> {
        const abort = new AbortController();
        running.current.set(key, abort);
        try {
          const uploaded = await uploadFile(folder, file, onProgress, abort.signal);
          return left.current ? null : uploaded;
        } catch (error) {
          if (abort.signal.aborted) return null;
          throw error;
        } finally {
          running.current.delete(key);
        }
      },
      cancel(key: string) {
        running.current.get(key)?.abort();
      },
    }),
    [folder],
  );
}
