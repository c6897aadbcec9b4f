import type { ItemKind } from '@pachmarhi/common/kinds';
import { itemPath } from '@pachmarhi/common/routes';
/**
 * Where a listing item's detail page lives, with the item in navigation state (docs/product.md#screens) and its
 * slug in the URL so a reload or a shared link still works.
 */

/** `{ to, state }` for `<Link>` or `navigate(to, { state })`, e.g. `/rooms/pine-room` with `{ room }`. */
export function detailTo<T extends { _id: string; slug: string }>(
  kind: ItemKind,
  item: T,
): { to: string; state: Record<string, T> } {
  return { to: itemPath(kind, item.slug), state: { [kind]: item, item } };
}

/** The item carried in navigation state under `kind` or `item` (or the state itself), when it has an `_id`. */
export function itemFromState<T extends { _id: string }>(state: unknown, kind: ItemKind): T | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const s = state as Record<string, unknown>;
  for (const c of [s[kind], s.item, kind === 'vehicle' ? s.car : undefined, s]) {
    if (c && typeof c === 'object' && typeof (c as { _id?: unknown })._id === 'string') return c as T;
  }
  return undefined;
}
