import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import { api } from '@/lib/api';

/** Filters of `GET /api/reservations` (docs/api.md#reservations); blank values are left out. */
export interface ReservationFilters {
  kind?: string;
  itemId?: string;
  status?: string;
  /** 'YYYY-MM-DD' (IST): keeps reservations whose dates overlap [from, to]. */
  from?: string;
  to?: string;
  q?: string;
  /** '1': only imported blocks flagged as double bookings (calendar sync). */
  conflict?: string;
  page?: number;
  limit?: number;
}

export interface ReservationPage {
  data: Reservation[];
  total: number;
}

/** The query string of `filters` without blank values, '' when none ('?kind=room&page=2' otherwise). */
export function reservationSearch(filters: ReservationFilters): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v !== undefined && v !== '') params.set(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * `GET /api/reservations` with the admin token → one page and the total matching.
 * @throws ApiRequestError on a non-2xx answer (400 with field errors for a bad filter)
 */
export async function getReservations(filters: ReservationFilters, signal?: AbortSignal): Promise<ReservationPage> {
  const res = await api<{ data?: Reservation[]; total?: number }>(`/api/reservations${reservationSearch(filters)}`, {
    auth: true,
    signal,
  });
  return { data: res.data ?? [], total: res.total ?? 0 };
}

/** Largest page the API serves; the calendar reads a month in pages of this size. */
const PAGE_MAX = 100;

/** Every reservation overlapping [from, to] (all pages), any status. */
async function getRange(from: string, to: string, signal: AbortSignal): Promise<Reservation[]> {
  const all: Reservation[] = [];
  for (let page = 1; ; page += 1) {
    const res = await getReservations({ from, to, page, limit: PAGE_MAX }, signal);
    all.push(...res.data);
    if (res.data.length < PAGE_MAX || all.length >= res.total) return all;
  }
}

/**
 * The reservations query-options factory (admin only): the filtered, paginated list of the list
 * screen and the date range of the calendar. Invalidate `all` after any change.
 */
export const reservationQueries = {
  all: ['reservations'] as const,
  list: (filters: ReservationFilters) =>
    queryOptions({
      queryKey: ['reservations', 'list', filters],
      queryFn: ({ signal }) => getReservations(filters, signal),
      placeholderData: keepPreviousData,
    }),
  /** 🔒🛎 `GET /api/reservations/:id`: one stay as it stands now (its folio fresh after any change). */
  one: (id: string) =>
    queryOptions({
      queryKey: ['reservations', 'one', id],
      queryFn: async ({ signal }) =>
        (await api<{ data: Reservation }>(`/api/reservations/${encodeURIComponent(id)}`, { auth: true, signal })).data,
    }),
  range: (from: string, to: string) =>
    queryOptions({
      queryKey: ['reservations', 'range', from, to],
      queryFn: ({ signal }) => getRange(from, to, signal),
      placeholderData: keepPreviousData,
    }),
};
