import { reservationMessage, type ReservationRequest } from '@pachmarhi/common/contact-links';
import { formatDateIST } from '@pachmarhi/common/format';
import type { DisplayPrice } from '@pachmarhi/common/pricing';
import { useStaySearch, type StaySearch } from './search-state';
import { usePriceDisplay } from './price-display';

type Item = Pick<ReservationRequest, 'kind' | 'name' | 'price' | 'unit'>;

/** The WhatsApp reservation text for an item, with the visitor's dates (IST, e.g. '21 Nov 2026') and guests when chosen. */
export function reservationText(item: Item, search: StaySearch): string {
  return reservationMessage({
    ...item,
    checkIn: search.checkIn ? formatDateIST(search.checkIn) : undefined,
    checkOut: search.checkOut ? formatDateIST(search.checkOut) : undefined,
    guests: String(search.guests),
  });
}

/**
 * The price a visitor sees for an item now (weekend pricing applied) and its WhatsApp
 * reservation text at that price, e.g. unit 'per night'.
 */
export function useReservablePrice(item: { kind: Item['kind']; name: string; basePrice: number | null | undefined; unit: string }): { price: DisplayPrice; reserveMessage: string } {
  const price = usePriceDisplay()(item.basePrice);
  const { search } = useStaySearch();
  return { price, reserveMessage: reservationText({ kind: item.kind, name: item.name, price: price.amount, unit: item.unit }, search) };
}
