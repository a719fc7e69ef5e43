import { useEffect, useState } from 'react';
import { CONTACT_DEFAULTS } from './messages';

export type ContactInfo = Record<keyof typeof CONTACT_DEFAULTS, string>;

const FIELDS = ['email', 'phone', 'linkedin'] as const;

/**
 * The owner's email, phone and LinkedIn from personal_info, null while loading (a placeholder
 * address must never flash up to be copied); the defaults for missing values or a failed read.
 */
export function useContactInfo(): ContactInfo | null {
  const [info, setInfo] = useState<ContactInfo | null>(null);
  useEffect(() => {
    let active = true;
    // Imported here: the Firestore client is not part of the page's first download.
    import('@/data/personal-info/public')
      .then(({ fetchPersonalInfo }) => fetchPersonalInfo(FIELDS))
      .then(
        (stored) => {
          if (active) setInfo({ ...CONTACT_DEFAULTS, ...stored });
        },
        // Like other public reads, a failure is logged and the page keeps its defaults.
        (error: unknown) => {
          console.error('Failed to load contact details', error);
          if (active) setInfo(CONTACT_DEFAULTS);
        },
      );
    return () => {
      active = false;
    };
  }, []);
  return info;
}
