import { useEffect, useState } from 'react';
import { isStorageAvailable } from '@/data/storage';

// One probe per page load: every upload control shares the answer.
let probe: Promise<boolean> | null = null;

/** null while checking, then whether uploads can work (no Storage emulator on some machines). */
export function useStorageAvailable(): boolean | null {
  const [available, setAvailable] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    probe ??= isStorageAvailable();
    void probe.then((value) => {
      if (live) setAvailable(value);
    });
    return () => {
      live = false;
    };
  }, []);
  return available;
}

/** For tests: forget the cached answer. */
export function resetStorageProbe(): void {
  probe = null;
}
