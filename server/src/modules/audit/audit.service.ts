/** What an audit row keeps of a change: the changed fields only, secrets never. */

/** Field names never written to the audit trail (passwords, their hashes, tokens, secrets). */
const SECRET = /password|token|secret|hash/i;

type Fields = Record<string, unknown>;

const strip = (o: Fields): Fields => Object.fromEntries(Object.entries(o).filter(([k]) => !SECRET.test(k)));
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields of `before` and `after` whose values differ, each side with its own value; secret
 * fields (SECRET) are left out. A create (`before` null) keeps every field of `after`, a delete
 * (`after` null) every field of `before`.
 * @returns both sides, or nulls when nothing changed
 */
export function changedFields(
  before: Fields | null | undefined,
  after: Fields | null | undefined,
): { before: Fields | null; after: Fields | null } {
  if (!before || !after) return { before: before ? strip(before) : null, after: after ? strip(after) : null };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => !SECRET.test(k) && !same(before[k], after[k]),
  );
  if (keys.length === 0) return { before: null, after: null };
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k] ?? null])),
    after: Object.fromEntries(keys.map((k) => [k, after[k] ?? null])),
  };
}

/**
 * A row as the audit trail keeps it: without its `createdAt`/`updatedAt` bookkeeping, which every
 * write moves and which say nothing the row's `at` does not.
 */
export function auditable<T extends { createdAt?: unknown; updatedAt?: unknown }>({
  createdAt: _c,
  updatedAt: _u,
  ...fields
}: T): Omit<T, 'createdAt' | 'updatedAt'> {
  return fields;
}
