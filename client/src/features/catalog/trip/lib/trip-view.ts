import { moneyText } from '@/features/catalog/lib/quote-total';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Room, Tour, Vehicle } from '@pachmarhi/common/types';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import type { Extra, TripQuoteAnswer } from '@pachmarhi/common/schemas/trip-records';
import type { TripRequest } from '@pachmarhi/common/reservation-message';
import type { ResourceQueries } from '@/lib/queries/query-factories';
import { roomQueries } from '@/lib/queries/rooms';
import { tourQueries } from '@/lib/queries/tours';
import { vehicleQueries } from '@/lib/queries/vehicles';
import { tripQueries, type TripQuoteBody } from '@/lib/queries/trips';
import type { TripDraft } from './trip-store';

/** Any item a line may name, as its public page shows it. */
export type TripItem = (Room | Vehicle | Tour) & { title?: string; name?: string };

const ITEM_QUERIES: Record<ItemKind, ResourceQueries<TripItem>> = {
  room: roomQueries as never,
  vehicle: vehicleQueries as never,
  tour: tourQueries as never,
};

/** The items of the trip's lines (name in the page's language, meal plans, capacity), in line order; undefined while loading or gone. */
export function useTripItems(trip: TripDraft): (TripItem | undefined)[] {
  return useQueries({
    queries: trip.lines.map((l) => ITEM_QUERIES[l.kind].detail(l.itemId)),
  }).map((q) => q.data);
}

/** An item's name as its page shows it (tours have a title). */
export const itemName = (item: TripItem | undefined): string | undefined => item?.title || item?.name || undefined;

/** The quote body of a trip (its reference aside). */
export const quoteBody = (trip: TripDraft): TripQuoteBody => ({ lines: trip.lines, extras: trip.extras });

/** The server's price of the trip (`POST /api/trips/quote`); never computed here. */
export function useTripQuote(trip: TripDraft) {
  return useQuery(tripQueries.quote(quoteBody(trip)));
}

/** The public extras on offer. */
export function useExtras() {
  return useQuery(tripQueries.extras());
}

/** An extra's name in the page's language. */
export const extraName = (e: Pick<Extra, 'name' | 'nameHi'>): string =>
  displayLang() === 'hi' && e.nameHi ? e.nameHi : e.name;

/**
 * The trip as its WhatsApp message names it (common/reservation-message `TripRequest`): each line
 * with its item's name, dates, guests, units, meal plan and price; the extras; the total.
 */
export function tripRequest(
  trip: TripDraft,
  items: (TripItem | undefined)[],
  quote: TripQuoteAnswer | undefined,
  fallbackName: string,
): TripRequest['trip'] {
  return {
    lines: trip.lines.map((l, i) => {
      const priced = quote?.lines[i];
      return {
        ...l,
        name: itemName(items[i]) ?? priced?.itemName ?? fallbackName,
        mealPlan: l.kind === 'room' ? (l.mealPlan ?? 'EP') : null,
        price: priced ? moneyText(priced.subtotal, priced.tax, priced.grandTotal) : null,
      };
    }),
    extras: (quote?.extras ?? []).map((e) => ({
      name: extraName(e),
      quantity: e.quantity,
      price: moneyText(e.total, e.tax, e.grandTotal),
    })),
    total: quote ? moneyText(quote.total, quote.tax, quote.grandTotal) : null,
  };
}
