import { useQuery } from '@tanstack/react-query';
import { guestCapacityIssue, type CapacityFields } from '@pachmarhi/common/capacity';
import type { Shift } from '@pachmarhi/common/operations/shifts';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { StayAvailability } from '@pachmarhi/common/reservation-types';
import { availabilityQueries } from '@/lib/queries/availability';
import { useStaySearch, type StaySearch } from './search-state';
import { catalogText } from '@/i18n';
import { validationText } from '@/i18n/validation';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { reasonIssue } from '@pachmarhi/common/pricing/quote-reasons';

/** An item with what limits its guests (common/capacity). */
export type CapacityItem = CapacityFields & { _id: string };

export interface StayQuote {
  search: StaySearch;
  /** Dates complete for the kind (rooms, vehicles: both; tours: the departure). */
  hasDates: boolean;
  /** The server's answer for the stay (quote, units or seats left); undefined while loading or without dates. */
  result: StayAvailability | null | undefined;
  loading: boolean;
  /** Why these dates and guests cannot be reserved (over capacity, even without dates; a stay rule, full, too few seats); null when they can or are unknown. */
  reason: string | null;
  /** True when `reason` is a stay rule of the quote (minimum stay, closed day, tour minimum or cut-off): another stay may fit. */
  stayRule: boolean;
}

/**
 * The visitor's stay (from the URL) priced and checked for one item by `GET /api/availability`
 * (the server's quote, stay rules and capacity, so the box shows what the owner will see); a stay
 * rule's reason is worded from its code in the page's language. Capacity is also checked here at
 * once with common/capacity, before the server answers.
 */
export function useStayQuote(kind: ItemKind, item: CapacityItem, shift?: Shift): StayQuote {
  const { search } = useStaySearch();
  const hasDates = !!search.checkIn && (kind === 'tour' || !!search.checkOut);
  const q = useQuery({
    ...availabilityQueries.item(kind, item._id, {
      checkIn: search.checkIn ?? '',
      checkOut: search.checkOut,
      guests: search.guests,
      shift,
    }),
    enabled: hasDates,
  });
  const result = hasDates ? q.data : undefined;
  // Too many guests is said at once, with or without dates (the price box then offers rooms that fit).
  const capacity = guestCapacityIssue(kind, search.guests, item);
  let reason = capacity ? validationText(capacity) : null;
  const rule = !reason && result && !result.available ? result.quote.reason : null;
  // A closed park shift: the closure's own sentence in English; the catalogue's words in Hindi (the
  // shift picker shows the closure in the page's language beside it).
  if (rule)
    reason =
      rule.code === 'park-closed' && displayLang() === 'en' ? rule.message : validationText(reasonIssue(kind, rule));
  if (!reason && result && !result.available) {
    if (kind === 'tour')
      reason =
        result.unitsLeft > 0
          ? catalogText('reason.onlySeats', { count: result.unitsLeft })
          : catalogText('reason.departureFull');
    else reason = kind === 'room' ? catalogText('reason.roomBooked') : catalogText('reason.gypsyBooked');
  }
  if (reason && !/[.।]$/.test(reason)) reason += displayLang() === 'hi' ? '।' : '.';
  return { search, hasDates, result, loading: hasDates && q.isPending, reason, stayRule: !!rule };
}
