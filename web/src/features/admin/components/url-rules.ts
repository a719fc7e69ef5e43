import { isSiteUrl } from '@portfolio/model/urls';

/**
 * Links the database accepts (the model's one URL rule, also in firestore.rules). Checked in the
 * form so a bad link gets a clear message instead of a refused save.
 */
export function isAcceptedUrl(value: string): boolean {
  return isSiteUrl(value.trim());
}

export const URL_MESSAGE = 'Enter a full address starting with https://, or a site path starting with /';
