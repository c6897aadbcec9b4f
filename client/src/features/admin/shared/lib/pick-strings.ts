/** `{key: string}` for each key, taking the value from `source` when it is a string, else ''. */
export function pickStrings<K extends string>(
  source: object | null | undefined,
  keys: readonly K[],
): Record<K, string> {
  const src = (source ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    keys.map((k) => [k, typeof src[k] === 'string' ? src[k] : src[k] == null ? '' : String(src[k])]),
  ) as Record<K, string>;
}
