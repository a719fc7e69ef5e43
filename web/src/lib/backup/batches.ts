/** Writes per batched write: Firestore allows 500; fewer leaves room. */
export const BATCH_WRITES = 400;

/**
 * Distinct parents per batch. The restore callable looks each file's project up before it writes
 * the batch, as the rules do for the admin's own writes (which allow 20 such lookups a request):
 * a batch keeps within the same bound either way.
 */
export const BATCH_LOOKUPS = 20;

/**
 * Splits `items` into batches in their order, each of at most BATCH_WRITES items and at most
 * BATCH_LOOKUPS distinct parents (`parentOf` returns null for an item the rules look nothing up
 * for).
 */
export function planBatches<T>(
  items: readonly T[],
  parentOf: (item: T) => string | null = () => null,
  limits: { writes: number; lookups: number } = { writes: BATCH_WRITES, lookups: BATCH_LOOKUPS },
): T[][] {
  const batches: T[][] = [];
  let current: T[] = [];
  let parents = new Set<string>();
  for (const item of items) {
    const parent = parentOf(item);
    const newParent = parent !== null && !parents.has(parent);
    if (current.length === limits.writes || (newParent && parents.size === limits.lookups)) {
      batches.push(current);
      current = [];
      parents = new Set();
    }
    current.push(item);
    if (parent !== null) parents.add(parent);
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

/**
 * Splits a batch into parts of at most `max` in total by `sizeOf`, in order; an item over `max`
 * on its own still goes, alone.
 */
export function splitBySize<T>(items: readonly T[], sizeOf: (item: T) => number, max: number): T[][] {
  const parts: T[][] = [];
  let current: T[] = [];
  let size = 0;
  for (const item of items) {
    const itemSize = sizeOf(item);
    if (current.length > 0 && size + itemSize > max) {
      parts.push(current);
      current = [];
      size = 0;
    }
    current.push(item);
    size += itemSize;
  }
  if (current.length > 0) parts.push(current);
  return parts;
}
