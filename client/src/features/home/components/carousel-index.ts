/** Index `step` places away from `index` in a ring of `length` items (wraps both ways). */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}
