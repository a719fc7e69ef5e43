/** Enter or comma adds the trimmed tag if non-empty and new; Backspace on empty removes the last. */
export function addTag(tags: readonly string[], raw: string): string[] {
  const tag = raw.trim();
  return tag && !tags.includes(tag) ? [...tags, tag] : [...tags];
}
