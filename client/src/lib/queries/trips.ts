import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import type { Extra, TripQuoteAnswer } from '@pachmarhi/common/schemas/trip-records';
import { api } from '@/lib/api';

/** What `POST /api/trips/quote` takes: the lines (kind, item, dates IST, guests, units, a room's meal plan) and extras. */
export interface TripQuoteBody {
  lines: {
    kind: string;
    itemId: string;
    checkIn: string;
    checkOut?: string;
    guests: number;
    units: number;
    mealPlan?: string;
  }[];
  extras: { extraId: string; quantity: number }[];
}

/**
 * The visitor's trip (docs/api.md#trips), public calls.
 * @throws ApiRequestError / TypeError from the query functions when a call fails (400 names the field: `lines.2.checkOut`)
 */
export const tripQueries = {
  /**
   * `POST /api/trips/quote` → every line and extra priced with its GST, the total and grand total
   * (rupees; tax and grand totals in paise). A read, so a query keyed by the body; the previous
   * trip's price shows while a changed one loads.
   */
  quote: (body: TripQuoteBody) =>
    queryOptions({
      queryKey: ['trip-quote', body],
      queryFn: async ({ signal }) =>
        (await api<{ data: TripQuoteAnswer }>('/api/trips/quote', { method: 'POST', json: body, signal })).data,
      enabled: body.lines.length > 0,
      placeholderData: keepPreviousData,
      retry: 1,
    }),
  /** `GET /api/extras` → the public, active extras (both languages' names; per language like the lists). */
  extras: () =>
    queryOptions({
      queryKey: ['extras', 'public', displayLang()],
      queryFn: async ({ signal }) => (await api<{ data: Extra[] }>('/api/extras', { signal })).data,
      staleTime: 5 * 60_000,
    }),
};
