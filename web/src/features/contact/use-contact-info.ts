import { publicQueries } from '@/data/public-content/queries';
import { usePublic } from '@/data/public-content/use-public-query';
import { CONTACT_DEFAULTS } from './messages';

export type ContactInfo = Record<keyof typeof CONTACT_DEFAULTS, string>;

/**
 * The owner's email, phone and LinkedIn from personal_info, null while loading (a placeholder
 * address must never flash up to be copied); the defaults for missing values or a failed read.
 * Read like every public content: a prerendered page shows them at once, a repeat visit and an
 * offline one show the stored copy, and the refresh from Firestore waits until the page is idle.
 */
export function useContactInfo(): ContactInfo | null {
  const { data, status } = usePublic(publicQueries.contactDetails);
  if (data) return { ...CONTACT_DEFAULTS, ...data };
  return status === 'error' ? CONTACT_DEFAULTS : null;
}
