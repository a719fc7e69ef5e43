/** Empty responsibilities are dropped before saving; the rest are trimmed. */
export function dropEmptyResponsibilities(list: readonly string[]): string[] {
  return list.map((r) => r.trim()).filter((r) => r !== '');
}
