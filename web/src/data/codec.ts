/**
 * How a collection module turns a stored document into the app's type. Pure and SDK-neutral,
 * so the lite reader, the full SDK and unit tests share one parser per collection.
 */
export interface Codec<T> {
  fromFirestore(id: string, data: Record<string, unknown>): T;
}

/**
 * A collection the admin writes: its reader, and the one place where what the admin typed is
 * trimmed and defaulted before it is stored.
 */
export interface WriteCodec<T, Input, Update = Input> extends Codec<T> {
  /** The document a create stores. */
  toDoc(input: Input): object;
  /** The fields an update sends; without it, the same document as a create. */
  toUpdate?(update: Update): object;
}

export function str(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

export function optionalStr(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export function num(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

export function strList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/** Both SDKs' Timestamp classes have toDate(); a pending server timestamp reads as null. */
export function date(value: unknown): Date | null {
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const result: unknown = value.toDate();
    return result instanceof Date ? result : null;
  }
  return null;
}
