import { queryOptions } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { RateCalendarDay, RatePeriod } from '@pachmarhi/common/schemas/rates';
import { api } from '@/lib/api';

/**
 * Rate periods (docs/api.md#rates). `all` is the cache prefix every rate change invalidates (with
 * the availability answers, whose quotes the periods price).
 * @throws ApiRequestError / TypeError from the query functions when a call fails
 */
export const rateQueries = {
  all: ['rates'] as const,
  /** 🔒 `GET /api/rates?kind=` → every period of the kind (item and kind-wide), by start date. */
  list: (kind: ItemKind) =>
    queryOptions({
      queryKey: ['rates', 'list', kind],
      queryFn: async ({ signal }) =>
        (await api<{ data: RatePeriod[] }>(`/api/rates?kind=${kind}`, { signal, auth: true })).data ?? [],
    }),
  /**
   * `GET /api/rates/calendar/:kind/:id?month=YYYY-MM` (public) → each day's price of one night, day
   * or person, the rule that sets it, the minimum stay, closed days and availability.
   */
  calendar: (kind: ItemKind, id: string, month: string) =>
    queryOptions({
      queryKey: ['rates', 'calendar', kind, id, month],
      queryFn: async ({ signal }) =>
        (
          await api<{ data: RateCalendarDay[] }>(
            `/api/rates/calendar/${kind}/${encodeURIComponent(id)}?month=${month}`,
            { signal },
          )
        ).data ?? [],
      enabled: !!id,
      staleTime: 60_000,
    }),
};
