import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { DayAvailability, ItemAvailability } from '@pachmarhi/common/reservation-types';
import { api } from '@/lib/api';

/** One item's stay: dates 'YYYY-MM-DD' (IST; tours: checkIn is the departure, no checkOut) and guests. */
export interface StayQuery {
  kind: ItemKind;
  itemId: string;
  checkIn: string;
  checkOut: string | null;
  guests: number;
}

/**
 * `GET /api/availability/:kind/:id?month=YYYY-MM` (public) → units (tours: seats) left per day.
 * @throws ApiRequestError (404 unknown item) / TypeError when offline
 */
export async function getMonthAvailability(kind: ItemKind, id: string, month: string, signal?: AbortSignal): Promise<DayAvailability[]> {
  const res = await api<{ data?: DayAvailability[] }>(`/api/availability/${kind}/${encodeURIComponent(id)}?month=${month}`, { signal });
  return res.data ?? [];
}

/**
 * `GET /api/availability?kind=&itemId=&checkIn=&checkOut=&guests=` (public) → the item's
 * availability for the stay and its quote (whole rupees, weekend rule of ADR 007).
 * @throws ApiRequestError (400 bad dates or guests, 404 unknown item) / TypeError when offline
 */
export async function getStayAvailability(q: StayQuery, signal?: AbortSignal): Promise<ItemAvailability | null> {
  const params = new URLSearchParams({ kind: q.kind, itemId: q.itemId, checkIn: q.checkIn, guests: String(q.guests) });
  if (q.checkOut && q.kind !== 'tour') params.set('checkOut', q.checkOut);
  const res = await api<{ data?: ItemAvailability[] }>(`/api/availability?${params}`, { signal });
  return res.data?.[0] ?? null;
}

/**
 * The availability query-options factory of the public detail pages: the month calendar (which
 * days to disable) and one stay's availability and quote. Reservation writes change both, so
 * they stay fresh for a minute only.
 */
export const availabilityQueries = {
  all: ['availability'] as const,
  month: (kind: ItemKind, id: string, month: string) =>
    queryOptions({
      queryKey: ['availability', 'month', kind, id, month],
      queryFn: ({ signal }) => getMonthAvailability(kind, id, month, signal),
      staleTime: 60_000,
    }),
  stay: (q: StayQuery) =>
    queryOptions({
      queryKey: ['availability', 'stay', q],
      queryFn: ({ signal }) => getStayAvailability(q, signal),
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
};
