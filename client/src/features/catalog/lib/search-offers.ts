import { guestCapacityError } from '@pachmarhi/common/capacity';
import { formatINR } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Quote } from '@pachmarhi/common/quote';
import type { ItemAvailability } from '@pachmarhi/common/reservation-types';
import { stayUnitText, type StaySearch } from '@pachmarhi/common/stay-search';
import { catalogText } from '@/i18n';
import { localizeMessage } from '@pachmarhi/common/i18n/validation';
import { displayLang } from '@pachmarhi/common/i18n/lang';

/** What a listing item needs for an offer: its price (whole rupees) and capacity fields. */
export interface OfferItem {
  _id: string;
  price?: number | null;
  units?: number | null;
  specifications?: unknown;
  seatsPerDeparture?: number | null;
  departureDates?: string[] | null;
}

/**
 * An item for the searched stay (docs/product.md#listing-cards): `state` 'loading' until the availability
 * answer arrives; `label` 'Available', '2 left', '5 seats left' or why not; `total` the quote's rupees;
 * `priceText` '₹5,400 total', `unitText` '2 nights' / '3 days' / '2 persons'.
 */
export interface StayOffer {
  state: 'loading' | 'available' | 'unavailable';
  label: string;
  total: number | null;
  priceText: string | null;
  unitText: string;
  /** Weekend percentage included in the total, 0 when no date was surcharged. */
  weekendPercentage: number;
}

/** True when the search names a whole stay for the kind: both dates for rooms and vehicles, a departure for tours. */
export function isStayComplete(kind: ItemKind, search: StaySearch): boolean {
  return kind === 'tour' ? !!search.checkIn : !!(search.checkIn && search.checkOut);
}

/** The weekend percentage a quote actually charged: 0 when none of its dates carries a surcharge. */
export function chargedWeekendPercentage(q: Quote): number {
  const lines = q.kind === 'room' ? q.nights : q.days;
  return lines.some((l) => l.surcharge > 0) ? q.weekendPercentage : 0;
}

/**
 * The offer of `item` for `search`, from its `GET /api/availability` entry (undefined while loading);
 * null when the stay is not complete for the kind. Guests above a room's capacity or a tour's seats,
 * and a tour date that is not one of its departures, make it unavailable with that reason.
 */
export function stayOffer(kind: ItemKind, item: OfferItem, search: StaySearch, entry: ItemAvailability | undefined): StayOffer | null {
  if (!isStayComplete(kind, search)) return null;
  const unitText = stayUnitText(kind, search);
  const unavailable = (label: string): StayOffer => ({ state: 'unavailable', label, total: entry?.quote.total ?? null, priceText: entry ? catalogText('offer.total', { price: formatINR(entry.quote.total) }) : null, unitText, weekendPercentage: 0 });
  const capacity = guestCapacityError(kind, search.guests, item);
  if (capacity) return unavailable(localizeMessage(capacity.guests, displayLang()));
  if (kind === 'tour' && item.departureDates?.length && !item.departureDates.includes(search.checkIn!)) return unavailable(catalogText('offer.noDeparture'));
  if (!entry) return { state: 'loading', label: catalogText('offer.checking'), total: null, priceText: null, unitText, weekendPercentage: 0 };
  if (!entry.available) return unavailable(catalogText('offer.notAvailable'));
  const label =
    kind === 'tour' ? catalogText('offer.seatsLeft', { count: entry.unitsLeft })
    : (item.units ?? 1) > 1 && entry.unitsLeft <= 3 ? catalogText('offer.unitsLeft', { count: entry.unitsLeft }) : catalogText('offer.available');
  return {
    state: 'available',
    label,
    total: entry.quote.total,
    priceText: catalogText('offer.total', { price: formatINR(entry.quote.total) }),
    unitText,
    weekendPercentage: chargedWeekendPercentage(entry.quote),
  };
}

/** How a list page orders its cards: as listed (newest first) or by price, low to high. */
export type ListingSort = 'recommended' | 'price';

/**
 * Order and filter listing rows: with `availableOnly` only available offers stay; otherwise
 * unavailable ones go last (kept visible). `sort: 'price'` orders by the stay's total, else the listed price.
 */
export function arrangeListing<R extends { item: OfferItem; offer: StayOffer | null }>(rows: R[], opts: { sort: ListingSort; availableOnly: boolean }): R[] {
  const rank = (o: StayOffer | null) => (o?.state === 'unavailable' ? 1 : 0);
  const price = (r: R) => r.offer?.total ?? r.item.price ?? Number.MAX_SAFE_INTEGER;
  return rows
    .filter((r) => !opts.availableOnly || r.offer?.state !== 'unavailable')
    .map((r, i) => ({ r, i }))
    .sort((a, b) => rank(a.r.offer) - rank(b.r.offer) || (opts.sort === 'price' ? price(a.r) - price(b.r) : 0) || a.i - b.i)
    .map(({ r }) => r);
}
