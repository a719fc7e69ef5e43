/** New education, experience and services entries go after the last one. */
export function nextOrderIndex(list: readonly unknown[]): number {
  return list.length + 1;
}

/**
 * Order fields are whole numbers: '3.9' reads as 3, and anything that is not a number
 * (an empty field) falls back instead of reaching the database as NaN.
 */
export function parseWholeNumber(value: string | number, fallback = 0): number {
  const parsed = typeof value === 'number' ? value : Number.parseInt(value, 10);
  return Number.isFinite(parsed) ? Math.trunc(parsed) : fallback;
}

/** A copy of `list` with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
