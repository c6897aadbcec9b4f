/**
 * Immutable update of a nested value by a dot path ('specifications.roomSize', 'availability.0.startDate').
 * Arrays are copied as arrays, objects as objects; missing steps are created as objects.
 */
export function setIn<T>(target: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const src = (target ?? {}) as Record<string, unknown> | unknown[];
  const copy: Record<string, unknown> | unknown[] = Array.isArray(src) ? [...src] : { ...src };
  const key = Array.isArray(copy) ? Number(head) : head;
  const current = (copy as Record<string | number, unknown>)[key];
  (copy as Record<string | number, unknown>)[key] = rest.length ? setIn(current, rest.join('.'), value) : value;
  return copy as T;
}
