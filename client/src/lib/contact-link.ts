import type { ItemKind } from '@pachmarhi/common/kinds';
import { withStay, type StaySearch } from '@pachmarhi/common/stay-search';

/** Longest item name carried to the contact form (its subject takes 200 characters). */
export const CONTACT_ITEM_MAX = 100;

/**
 * The contact page's link from a detail page, carrying the item and the chosen stay, which the
 * form reads back (features/contact `contactFromQuery`):
 * '/contact?kind=room&item=Walker+Hill+Cottage&checkIn=2026-12-18&checkOut=2026-12-20&guests=2'.
 */
export function contactLinkFor(kind: ItemKind, itemName: string, search: StaySearch): string {
  const q = new URLSearchParams({ kind, item: itemName.slice(0, CONTACT_ITEM_MAX) });
  return withStay(`/contact?${q.toString()}`, { ...search, destination: '' });
}
