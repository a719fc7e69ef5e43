import { useEffect, useState } from 'react';
import { fetchPersonalInfoAdmin } from '@/data/personal-info/admin';

/**
 * The names the site's owner signs papers with (the profile's name), read when `active`: an
 * import marks the author who matches one as the owner. Unread or unnamed, nobody is marked.
 */
export function useOwnerNames(active: boolean): string[] {
  const [names, setNames] = useState<string[]>([]);
  useEffect(() => {
    if (!active) return;
    let live = true;
    fetchPersonalInfoAdmin().then(
      (info) => {
        const name = (info.name ?? '').trim();
        if (live && name) setNames([name]);
      },
      (error: unknown) => console.error('The profile name could not be read', error),
    );
    return () => {
      live = false;
    };
  }, [active]);
  return names;
}
