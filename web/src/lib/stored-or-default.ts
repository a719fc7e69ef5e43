/**
 * What a page built on admin-managed content shows: null while the first read is still running
 * (nothing cached yet), the stored list when it has anything, and the built-in defaults when the
 * collection is empty or could not be read, so a visitor never meets an empty page.
 */
export function storedOrDefault<T, D>(
  query: { data: readonly T[] | undefined; status: 'loading' | 'ready' | 'error' },
  defaults: readonly D[],
): readonly (T | D)[] | null {
  if (query.data && query.data.length > 0) return query.data;
  if (query.status === 'loading') return null;
  return defaults;
}
