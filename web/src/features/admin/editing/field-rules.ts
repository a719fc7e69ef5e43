import { isAcceptedUrl, URL_MESSAGE } from '@/features/admin/components/url-rules';
import { editingMessages as m } from './messages';

/** A required text whose message is the manager's own words. */
export function requiredWith(message: string) {
  return (v: string) => (v.trim() ? null : message);
}

/** A required one-line text: its message names the field. */
export function requiredText(label: string) {
  return requiredWith(m.required(label));
}

/** A link that may stay empty; when given, one the database rules accept. */
export function optionalUrl(v: string): string | null {
  return v.trim() === '' || isAcceptedUrl(v) ? null : URL_MESSAGE;
}
