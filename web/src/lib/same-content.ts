/**
 * Deep equality for content read from Firestore (plain objects, arrays, strings, numbers, booleans,
 * null and Dates): a refresh that brings nothing new must not re-render the page. A field that is
 * undefined counts as absent: the content embedded in a prerendered page is JSON, which drops it,
 * while a codec fresh from Firestore sets it (an experience with no end date).
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = definedKeys(a);
  const keysB = definedKeys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (key) =>
      Object.hasOwn(b, key) &&
      sameContent((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

function definedKeys(value: object): string[] {
  return Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined);
}
