import { editingMessages as m } from './messages';

/** A required one-line text: its message names the field. */
export function requiredText(label: string) {
  return (v: string) => (v.trim() ? null : m.required(label));
}
