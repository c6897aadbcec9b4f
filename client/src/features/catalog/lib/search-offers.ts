import { guestCapacityIssue } from '@pachmarhi/common/capacity';
import { formatINR } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { perUnitPrice, priceView, type PriceView } from '@pachmarhi/common/pricing/price-view';
import { reasonIssue } from '@pachmarhi/common/pricing/quote-reasons';
import type { StayAvailability } from '@pachmarhi/common/reservation-types';
import { itemAvailability } from '@pachmarhi/common/availability-state';
import { nearestDepartures, type StaySearch } from '@pachmarhi/common/stay-search';
import { catalogText } from '@/i18n';
import { validationText } from '@/i18n/validation';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import { quoteTotalText } from './quote-total';
import { stayForText } from './stay-for';

/** What a listing item needs for an offer: its price (whole rupees) and capacity fields. */
export interface OfferItem {
  _id: string;
  /** The stored status ('Available', 'Under Maintenance'…): an item that cannot be reserved has no offer. */
  status?: string | null;
  price?: number | null;
  units?: number | null;
  specifications?: unknown;
  seatsPerDeparture?: number | null;
  departureDates?: string[] | null;
}

/**
 * An item for the searched stay (docs/product.md#listing-cards), from the price view of its quote:
 * `state` 'loading' until the availability answer arrives; `label` 'Available', '2 left',
 * '5 seats left' or why not; `total` the quote's rupees; `totalText` '₹5,400',
 * `perUnitText` '₹2,700 / night' (per day, per person; 'avg. …' when the dates differ),
 * `forUnitsText` 'for 2 nights' / 'for 3 days' / 'for 2 persons', in the page's language.
 */
export interface StayOffer {
  state: 'loading' | 'available' | 'unavailable';
  label: string;
  total: number | null;
  /** The stay's quote (its lines and GST go into the card's WhatsApp message); null while loading. */
  quote: Quote | null;
  /** The total, with GST said once where it applies: '₹5,400', '₹5,400 + GST ₹270 = ₹5,670' (the card's line, `offer.line`, words it). */
  totalText: string | null;
  /** '₹1,800 / night', 'avg. ₹2,332 / night', '₹800 / person'; null while loading. */
  perUnitText: string | null;
  /** What the total is for: 'for 2 nights', '2 रातों के लिए' (`stayForText`). */
  forUnitsText: string;
  /** Weekend percentage included in the total, 0 when no date was surcharged. */
  weekendPercentage: number;
  /** True when a stay rule of the quote (minimum stay, closed day) refuses the stay: another stay may fit. */
  stayRule?: boolean;
  /** A tour searched on a day it does not depart: its nearest departures ('YYYY-MM-DD', `nearestDepartures`). */
  departures?: string[];
}

/** The per-unit price of a stay's view in the page's language ('₹1,800 / night', 'avg. ₹2,332 / night'); null without units. */
function perUnitText(view: PriceView): string | null {
  const per = perUnitPrice(view);
  if (!per) return null;
  const text = catalogText(`offer.per.${per.unit}`, { price: formatINR(per.amount) });
  return per.average ? catalogText('offer.average', { price: text }) : text;
}

/** True when the search names a whole stay for the kind: both dates for rooms and vehicles, a departure for tours. */
export function isStayComplete(kind: ItemKind, search: StaySearch): boolean {
  return kind === 'tour' ? !!search.checkIn : !!(search.checkIn && search.checkOut);
}

/**
 * The offer of `item` for `search`, from its `GET /api/availability` entry (undefined while loading);
 * null when the stay is not complete for the kind. An item whose status cannot be reserved (under
 * maintenance, not available: `itemAvailability`'s reason, the one the card's buttons give), guests
 * above a room's capacity or a tour's seats, and a tour date that is not one of its departures
 * (with its departures nearest to it from `today`, 'YYYY-MM-DD' IST) make it unavailable with that reason.
 */
export function stayOffer(
  kind: ItemKind,
  item: OfferItem,
  search: StaySearch,
  entry: StayAvailability | undefined,
  today: string,
): StayOffer | null {
  if (!isStayComplete(kind, search)) return null;
  const view = entry ? priceView({ quote: entry.quote }) : null;
  const price = {
    total: view?.amount ?? null,
    quote: entry?.quote ?? null,
    totalText: entry && view ? quoteTotalText(entry.quote) : null,
    perUnitText: view ? perUnitText(view) : null,
    forUnitsText: stayForText(kind, search),
  };
  const unavailable = (label: string): StayOffer => ({ state: 'unavailable', label, ...price, weekendPercentage: 0 });
  // The stored status alone (a booking hold is the card's own, polled): the same reason as the card's buttons.
  const status = itemAvailability(kind, { status: item.status, isBooked: false, bookingExpiresAt: null }, new Date());
  if (!status.reservable) return unavailable(status.reason!);
  const capacity = guestCapacityIssue(kind, search.guests, item);
  if (capacity) return unavailable(validationText(capacity));
  if (kind === 'tour' && item.departureDates?.length && !item.departureDates.includes(search.checkIn!))
    return {
      ...unavailable(catalogText('offer.noDeparture')),
      departures: nearestDepartures(item.departureDates, search.checkIn!, today),
    };
  if (!entry || !view)
    return { state: 'loading', label: catalogText('offer.checking'), ...price, weekendPercentage: 0 };
  if (!entry.available && entry.quote.reason && entry.unitsLeft >= (kind === 'tour' ? search.guests : 1)) {
    return { ...unavailable(validationText(reasonIssue(kind, entry.quote.reason))), stayRule: true };
  }
  if (!entry.available) return unavailable(catalogText('offer.notAvailable'));
  const label =
    kind === 'tour'
      ? catalogText('offer.seatsLeft', { count: entry.unitsLeft })
      : (item.units ?? 1) > 1 && entry.unitsLeft <= 3
        ? catalogText('offer.unitsLeft', { count: entry.unitsLeft })
        : catalogText('offer.available');
  return { state: 'available', label, ...price, weekendPercentage: view.weekendPercentage };
}

/** How a list page orders its cards: as listed (newest first) or by price, low to high. */
export type ListingSort = 'recommended' | 'price';

/**
 * Order and filter listing rows: with `availableOnly` only available offers stay; otherwise
 * unavailable ones go last (kept visible). `sort: 'price'` orders by the stay's total, else the listed price.
 */
export function arrangeListing<R extends { item: OfferItem; offer: StayOffer | null }>(
  rows: R[],
  opts: { sort: ListingSort; availableOnly: boolean },
): R[] {
  const rank = (o: StayOffer | null) => (o?.state === 'unavailable' ? 1 : 0);
  const price = (r: R) => r.offer?.total ?? r.item.price ?? Number.MAX_SAFE_INTEGER;
  return rows
    .filter((r) => !opts.availableOnly || r.offer?.state !== 'unavailable')
    .map((r, i) => ({ r, i }))
    .sort(
      (a, b) => rank(a.r.offer) - rank(b.r.offer) || (opts.sort === 'price' ? price(a.r) - price(b.r) : 0) || a.i - b.i,
    )
    .map(({ r }) => r);
}
