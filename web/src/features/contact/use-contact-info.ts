import { useEffect, useState } from 'react';
import { fetchPersonalInfo } from '@/data/personal-info/public';
import { CONTACT_DEFAULTS } from './messages';

export type ContactInfo = Record<keyof typeof CONTACT_DEFAULTS, string>;

const FIELDS = ['email', 'phone', 'linkedin'] as const;

/** The owner's email, phone and LinkedIn from personal_info; the defaults until (or unless) it answers. */
export function useContactInfo(): ContactInfo {
  const [info, setInfo] = useState<ContactInfo>(CONTACT_DEFAULTS);
  useEffect(() => {
    let active = true;
    fetchPersonalInfo(FIELDS).then(
      (stored) => {
        if (active) setInfo({ ...CONTACT_DEFAULTS, ...stored });
      },
      // Spec section 4: other public fetch failures are logged and the page keeps its defaults.
      (error: unknown) => console.error('Failed to load contact details', error),
    );
    return () => {
      active = false;
    };
  }, []);
  return info;
}
