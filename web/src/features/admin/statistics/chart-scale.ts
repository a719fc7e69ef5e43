/**
 * The axis' top: the smallest of 1, 2, 4, 6 or 8 times a power of ten that holds `value`, at
 * least 2, so that its half, the middle line, is a whole number of views.
 */
export function axisMax(value: number): number {
  if (value <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 4, 6, 8, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/** About five dates under the axis, the first and the last among them. */
export function labelledDays(count: number): number[] {
  if (count <= 7) return [...Array(count).keys()];
  const step = (count - 1) / 4;
  return [0, 1, 2, 3, 4].map((i) => Math.round(i * step));
}
