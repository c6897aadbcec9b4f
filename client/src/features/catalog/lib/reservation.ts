import { reservationMessage, type ReservationRequest } from '@pachmarhi/common/contact-links';
import type { DisplayPrice } from '@pachmarhi/common/pricing';
import type { Quote } from '@pachmarhi/common/quote';
import { useStaySearch, type StaySearch } from './search-state';
import { usePriceDisplay } from './price-display';

type Item = Pick<ReservationRequest, 'kind' | 'name' | 'price' | 'unit'>;

/** What the price box adds once dates are chosen: the quote, the enquiry reference, the link back. */
export interface ReservationExtras {
  quote?: Quote | null;
  reference?: string | null;
  link?: string | null;
}

/**
 * The WhatsApp reservation text for an item with the visitor's stay (dates 'Fri 9 Jan', guests)
 * and, when known, the quote's breakdown and total, the enquiry reference and the link back.
 */
export function reservationText(item: Item, search: StaySearch, extras: ReservationExtras = {}): string {
  return reservationMessage({
    ...item,
    checkIn: search.checkIn,
    checkOut: item.kind === 'tour' ? null : search.checkOut,
    guests: search.guests,
    ...extras,
  });
}

/**
 * The price a visitor sees for an item now (weekend pricing applied) and its WhatsApp reservation
 * text at that price with the current stay, e.g. unit 'per night'; `messageWith` adds the price
 * box's quote, enquiry reference and link back.
 */
export function useReservablePrice(item: { kind: Item['kind']; name: string; basePrice: number | null | undefined; unit: string }): {
  price: DisplayPrice;
  reserveMessage: string;
  messageWith: (extras: ReservationExtras) => string;
} {
  const price = usePriceDisplay()(item.basePrice);
  const { search } = useStaySearch();
  const messageWith = (extras: ReservationExtras) => reservationText({ kind: item.kind, name: item.name, price: price.amount, unit: item.unit }, search, extras);
  return { price, reserveMessage: messageWith({}), messageWith };
}
