/** A copy of `value` with only the fields `keys` names (those it has). */
export function pick<T extends object, K extends keyof T>(value: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) if (key in value) picked[key] = value[key];
  return picked;
}
