import { reservationMessage, type ReservationRequest } from '@pachmarhi/common/reservation-message';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import { catalogText } from '@/i18n';
import { useStaySearch, type StaySearch } from './search-state';
import { useTodayPrice, type DisplayPrice } from './price-display';
import { quoteTotalText } from './quote-total';

type Item = Pick<ReservationRequest, 'kind' | 'name' | 'price' | 'unit'>;

/** What the price box adds once dates are chosen: the quote, the enquiry reference, the link back. */
export interface ReservationExtras {
  quote?: Quote | null;
  reference?: string | null;
  link?: string | null;
}

/**
 * The WhatsApp reservation text for an item (`price` in whole rupees, `unit` e.g. 'per night')
 * with the visitor's stay (dates 'Fri 9 Jan', guests) and, when known, the quote's breakdown and
 * total, the enquiry reference and the link back; written with the catalog texts in the current language.
 */
export function reservationText(item: Item, search: StaySearch, extras: ReservationExtras = {}): string {
  return reservationMessage(
    {
      ...item,
      checkIn: search.checkIn,
      checkOut: item.kind === 'tour' ? null : search.checkOut,
      guests: search.guests,
      ...extras,
      totalText: extras.quote ? quoteTotalText(extras.quote) : null,
    },
    catalogText,
  );
}

/**
 * The price a visitor sees for an item now (`useTodayPrice`: the quote of tonight or today) and
 * `messageWith`, its WhatsApp reservation text at that price with the current stay (unit e.g.
 * 'per night') and the price box's quote, enquiry reference and link back.
 */
export function useReservablePrice(item: {
  kind: Item['kind'];
  id: string;
  name: string;
  basePrice: number | null | undefined;
  unit: string;
}): {
  price: DisplayPrice;
  messageWith: (extras: ReservationExtras) => string;
} {
  const price = useTodayPrice(item.kind, item.id, item.basePrice);
  const { search } = useStaySearch();
  const messageWith = (extras: ReservationExtras) =>
    reservationText({ kind: item.kind, name: item.name, price: price.amount, unit: item.unit }, search, extras);
  return { price, messageWith };
}
