import { reservationMessage, type ReservationRequest } from '@pachmarhi/common/contact-links';
import { formatDateIST } from '@pachmarhi/common/format';
import type { SearchState } from './search-rules';
import { useSearch } from './search-store';

type Item = Pick<ReservationRequest, 'kind' | 'name' | 'price' | 'unit'>;

/** The WhatsApp reservation text for an item, with the visitor's dates (IST, e.g. '21 Nov 2026') and guests when chosen. */
export function reservationText(item: Item, search: SearchState): string {
  return reservationMessage({
    ...item,
    checkIn: search.checkIn ? formatDateIST(search.checkIn) : undefined,
    checkOut: search.checkOut ? formatDateIST(search.checkOut) : undefined,
    guests: search.guests || undefined,
  });
}

/** `reservationText` bound to the header search bar's current state. */
export function useReservationText(): (item: Item) => string {
  const search = useSearch();
  return (item) => reservationText(item, search);
}
