import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Shift } from '@pachmarhi/common/operations/shifts';
import type { DayAvailability, StayAvailability } from '@pachmarhi/common/reservation-types';
import { api } from '@/lib/api';

/** A stay to price: IST dates 'YYYY-MM-DD' (tours: `checkIn` is the departure, no `checkOut`), guests 1–50. */
export interface StayRequest {
  checkIn: string;
  checkOut?: string | null;
  guests: number;
  /** A park safari's shift (docs/api.md#operations); absent: morning. */
  shift?: Shift;
}

const stayQuery = (kind: ItemKind, s: StayRequest) => {
  const p = new URLSearchParams({ kind, checkIn: s.checkIn, guests: String(s.guests) });
  if (kind !== 'tour' && s.checkOut) p.set('checkOut', s.checkOut);
  if (kind === 'tour' && s.shift) p.set('shift', s.shift);
  return p;
};

/**
 * Availability query-options factory (docs/api.md "Reservations and availability"), public calls.
 * `all` is the cache prefix to invalidate after a reservation or weekend-pricing change.
 * @throws ApiRequestError / TypeError from the query functions when a call fails (400 for bad dates)
 */
export const availabilityQueries = {
  all: ['availability'] as const,
  /**
   * `GET /api/availability?kind=&checkIn=&checkOut=&guests=` → every item of the kind with
   * `{available, unitsLeft, quote}` for the stay; the previous stay's answer shows while the next loads.
   */
  list: (kind: ItemKind, stay: StayRequest) =>
    queryOptions({
      queryKey: [
        'availability',
        'list',
        kind,
        stay.checkIn,
        kind === 'tour' ? null : (stay.checkOut ?? null),
        stay.guests,
      ],
      queryFn: async ({ signal }) =>
        (await api<{ data: StayAvailability[] }>(`/api/availability?${stayQuery(kind, stay)}`, { signal })).data ?? [],
      placeholderData: keepPreviousData,
    }),
  /**
   * One item's `{available, unitsLeft, quote}` for the stay (`&itemId=`): the detail page's price
   * box; 404 when the item is unknown. Fresh for a minute (reservations change it).
   */
  item: (kind: ItemKind, id: string, stay: StayRequest) =>
    queryOptions({
      queryKey: [
        'availability',
        'item',
        kind,
        id,
        stay.checkIn,
        kind === 'tour' ? null : (stay.checkOut ?? null),
        stay.guests,
        stay.shift ?? null,
      ],
      queryFn: async ({ signal }) => {
        const p = stayQuery(kind, stay);
        p.set('itemId', id);
        return (await api<{ data: StayAvailability[] }>(`/api/availability?${p}`, { signal })).data?.[0] ?? null;
      },
      staleTime: 60_000,
      placeholderData: keepPreviousData,
    }),
  /** `GET /api/availability/:kind/:id?month=YYYY-MM` → each day of the month with `{unitsLeft, available}`. */
  month: (kind: ItemKind, id: string, month: string) =>
    queryOptions({
      queryKey: ['availability', 'month', kind, id, month],
      queryFn: async ({ signal }) =>
        (
          await api<{ data: DayAvailability[] }>(`/api/availability/${kind}/${encodeURIComponent(id)}?month=${month}`, {
            signal,
          })
        ).data ?? [],
      enabled: !!id,
    }),
};
