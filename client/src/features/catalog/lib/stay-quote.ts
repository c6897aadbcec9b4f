import { useQuery } from '@tanstack/react-query';
import { guestCapacityError } from '@pachmarhi/common/capacity';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { ItemAvailability } from '@pachmarhi/common/reservation-types';
import { availabilityQueries } from '@/lib/queries/availability';
import { useStaySearch, type StaySearch } from './search-state';
import { catalogText } from '@/i18n';
import { localizeMessage } from '@pachmarhi/common/i18n/validation';
import { displayLang } from '@pachmarhi/common/i18n/lang';

/** What limits guests on an item: a room's `specifications.capacity`, a tour's `seatsPerDeparture`. */
export type CapacityItem = { _id: string; specifications?: unknown; seatsPerDeparture?: number | null };

export interface StayQuote {
  search: StaySearch;
  /** Dates complete for the kind (rooms, vehicles: both; tours: the departure). */
  hasDates: boolean;
  /** The server's answer for the stay (quote, units or seats left); undefined while loading or without dates. */
  result: ItemAvailability | null | undefined;
  loading: boolean;
  /** Why these dates and guests cannot be reserved (over capacity, full, too few seats); null when they can or are unknown. */
  reason: string | null;
}

/**
 * The visitor's stay (from the URL) priced and checked for one item by `GET /api/availability`
 * (the server's quote and capacity, so the box shows what the owner will see). Capacity is also
 * checked here at once with common/capacity, before the server answers.
 */
export function useStayQuote(kind: ItemKind, item: CapacityItem): StayQuote {
  const { search } = useStaySearch();
  const hasDates = !!search.checkIn && (kind === 'tour' || !!search.checkOut);
  const q = useQuery({
    ...availabilityQueries.item(kind, item._id, { checkIn: search.checkIn ?? '', checkOut: search.checkOut, guests: search.guests }),
    enabled: hasDates,
  });
  const result = hasDates ? q.data : undefined;
  const capacity = hasDates ? guestCapacityError(kind, search.guests, item) : null;
  let reason = capacity ? localizeMessage(capacity.guests, displayLang()) : null;
  if (!reason && result && !result.available) {
    if (kind === 'tour') reason = result.unitsLeft > 0 ? catalogText('reason.onlySeats', { count: result.unitsLeft }) : catalogText('reason.departureFull');
    else reason = kind === 'room' ? catalogText('reason.roomBooked') : catalogText('reason.gypsyBooked');
  }
  if (reason && !/[.।]$/.test(reason)) reason += displayLang() === 'hi' ? '।' : '.';
  return { search, hasDates, result, loading: hasDates && q.isPending, reason };
}
