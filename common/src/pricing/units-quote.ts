/**
 * The quote of a trip line of several identical rooms or vehicles ("two Deluxe rooms"): each unit
 * priced by the one quote (`quote` in ./quote.ts, exactly as a reservation of one unit), the guests
 * shared among the units as evenly as they go, and the units' figures added date by date.
 */
import {
  quote,
  quoteLines,
  type Quote,
  type QuoteItem,
  type QuoteLine,
  type QuoteOptions,
  type QuoteRequest,
} from './quote';
import type { WeekendPricingStatus } from './weekend';

/**
 * The guests of each unit when `guests` persons share `units` rooms or vehicles as evenly as they
 * go: the first `guests % units` units take one more (5 guests in 2 rooms → [3, 2]); a unit is
 * priced for at least 1 guest (3 rooms for 2 guests → [1, 1, 1]).
 */
export function guestsPerUnit(guests: number, units: number): number[] {
  const each = Math.floor(guests / units);
  const more = guests % units;
  return Array.from({ length: units }, (_, i) => Math.max(1, each + (i < more ? 1 : 0)));
}

/**
 * Price `units` identical rooms or vehicles for `request` (its `guests` are every person on the
 * line): one `quote()` per distinct number of guests per unit (`guestsPerUnit`), added date by
 * date (base, surcharge, extra guests, price), with `units` set. One unit, or a tour (priced per
 * person, never by units), is `quote()` itself. `available` is false, with the first unit's
 * `reason`, when a stay rule or the guests of a unit refuse it; `guests` stays the line's.
 * @param units 1–500
 * @throws QuoteInputError as `quote()`; RangeError for `units` that is not a whole number from 1
 */
export function unitsQuote(
  item: QuoteItem,
  request: QuoteRequest,
  units: number,
  weekendStatus: WeekendPricingStatus,
  options: QuoteOptions = {},
): Quote {
  if (!Number.isInteger(units) || units < 1) throw new RangeError(`units: ${units} is not a whole number from 1`);
  if (units === 1 || request.kind === 'tour') return quote(item, request, weekendStatus, options);
  const byGuests = new Map<number, number>();
  for (const g of guestsPerUnit(request.guests, units)) byGuests.set(g, (byGuests.get(g) ?? 0) + 1);
  const parts = [...byGuests].map(([guests, count]) => ({
    count,
    q: quote(item, { ...request, guests }, weekendStatus, options),
  }));
  const first = parts[0].q;
  const lines = quoteLines(first).map((l, i): QuoteLine => {
    const sum = (f: 'base' | 'surcharge' | 'extraGuests' | 'price') =>
      parts.reduce((t, p) => t + p.count * quoteLines(p.q)[i][f], 0);
    return {
      ...l,
      base: sum('base'),
      surcharge: sum('surcharge'),
      extraGuests: sum('extraGuests'),
      price: sum('price'),
    };
  });
  const refused = parts.find((p) => !p.q.available)?.q;
  const merged = {
    ...first,
    guests: request.guests,
    units,
    total: lines.reduce((t, l) => t + l.price, 0),
    available: !refused,
    reason: refused?.reason ?? null,
  };
  return merged.kind === 'room' ? { ...merged, nights: lines } : { ...merged, days: lines };
}
