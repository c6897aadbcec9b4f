import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Extra, Trip } from '@pachmarhi/common/schemas/trip-records';
import type {
  TripCreate,
  TripExtraRequest,
  TripFromEnquiry,
  TripLineAdd,
  TripPatch,
} from '@pachmarhi/common/schemas/trips';
import { api } from '@/lib/api';
import { DASHBOARD_KEY } from '@/lib/queries/dashboard';
import { frontDeskQueries } from '@/lib/queries/front-desk';
import { moneyQueries, TRIPS_KEY } from '@/lib/queries/money';
import { useRefetchingMutation } from '@/lib/queries/query-factories';
import { reservationQueries } from '@/lib/queries/reservations';
import { reservationSearch } from '@/lib/queries/reservations';
import { staffQueries } from '@/lib/queries/staff';

const tripPath = (id: string) => `/api/trips/${encodeURIComponent(id)}`;

/** Filters of `GET /api/trips` (docs/api.md#trips): `q` a reference, name or phone digits; trips with a line meeting [from, to] (IST). */
export interface TripFilters {
  q?: string;
  from?: string;
  to?: string;
  page?: number;
  limit?: number;
}

/**
 * The back office's trip reads (docs/api.md#trips), all under `TRIPS_KEY`, which every trip and
 * money change invalidates.
 * @throws ApiRequestError / TypeError from the query functions when a call fails (400 with field errors for a bad filter, 404 an unknown trip)
 */
export const tripQueries = {
  all: TRIPS_KEY,
  /** 🔒🛎 `GET /api/trips?q=&from=&to=&page=&limit=` → one page, newest first, and the total. */
  list: (filters: TripFilters) =>
    queryOptions({
      queryKey: [...TRIPS_KEY, 'list', filters],
      queryFn: async ({ signal }) => {
        const res = await api<{ data?: Trip[]; total?: number }>(`/api/trips${reservationSearch(filters)}`, {
          signal,
          auth: true,
        });
        return { data: res.data ?? [], total: res.total ?? 0 };
      },
      placeholderData: keepPreviousData,
    }),
  /** 🔒🛎 `GET /api/trips/:id` → the trip with its lines, extras, quote and money figures. */
  one: (id: string) =>
    queryOptions({
      queryKey: [...TRIPS_KEY, 'one', id],
      queryFn: async ({ signal }) => (await api<{ data: Trip }>(tripPath(id), { signal, auth: true })).data,
      enabled: !!id,
    }),
  /** `GET /api/extras` (with the owner's token: staff-only and inactive ones too) → the catalogue. */
  extras: () =>
    queryOptions({
      queryKey: [...TRIPS_KEY, 'extras'],
      queryFn: async ({ signal }) => (await api<{ data: Extra[] }>('/api/extras', { signal, auth: true })).data ?? [],
    }),
};

const send = (path: string, method: 'POST' | 'PATCH' | 'DELETE', json?: unknown) =>
  api<{ data: Trip; message: string }>(path, { method, auth: true, ...(json === undefined ? {} : { json }) }).then(
    (r) => r.data,
  );

/** What a line's change may carry (`PATCH /api/trips/:id/lines/:lineId`): dates, guests, units, meal plan or a status move. */
export interface TripLineChange {
  itemId?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number | string;
  units?: number | string;
  children?: number | string;
  mealPlan?: string;
  status?: string;
  carryBalance?: { reason: string };
}

/**
 * The trip's writes; each answers the trip as it is now.
 * @throws ApiRequestError 400 with field errors, 404 unknown trip or line, 409 a line that does not fit (naming it) or an invoiced trip
 */
export const tripWrites = {
  /** 🔒🛎 `POST /api/trips`: the guest, source, the lines' status and 1–10 lines (as typed: the server checks them). */
  create: (body: Partial<Record<keyof TripCreate, unknown>>) => send('/api/trips', 'POST', body),
  /** 🔒🛎 `PATCH /api/trips/:id`: guest, notes, source, agreed total. */
  patch: (id: string, body: TripPatch) => send(tripPath(id), 'PATCH', body),
  /**
   * 🔒🛎 `POST /api/enquiries/:id/trip`: the trip of a visitor's enquiry, its lines and extras at the
   * prices quoted when the visitor asked; the guest (the enquiry has none), source, the lines' status.
   */
  fromEnquiry: (enquiryId: string, body: Partial<Record<keyof TripFromEnquiry, unknown>>) =>
    send(`/api/enquiries/${encodeURIComponent(enquiryId)}/trip`, 'POST', body),
  /** 🔒🛎 `POST /api/trips/:id/lines`. */
  addLine: (id: string, body: Partial<Record<keyof TripLineAdd, unknown>>) =>
    send(`${tripPath(id)}/lines`, 'POST', body),
  /** 🔒🛎 `PATCH /api/trips/:id/lines/:lineId` (also check-in and check-out of one line). */
  changeLine: (id: string, lineId: string, body: TripLineChange) =>
    send(`${tripPath(id)}/lines/${encodeURIComponent(lineId)}`, 'PATCH', body),
  /** 🔒🛎 `DELETE /api/trips/:id/lines/:lineId`: the line is cancelled, the rest stay. */
  cancelLine: (id: string, lineId: string) => send(`${tripPath(id)}/lines/${encodeURIComponent(lineId)}`, 'DELETE'),
  /** 🔒🛎 `POST /api/trips/:id/extras`. */
  addExtra: (id: string, body: Partial<Record<keyof TripExtraRequest, unknown>>) =>
    send(`${tripPath(id)}/extras`, 'POST', body),
  /** 🔒🛎 `DELETE /api/trips/:id/extras/:extraLineId`. */
  removeExtra: (id: string, extraLineId: string) =>
    send(`${tripPath(id)}/extras/${encodeURIComponent(extraLineId)}`, 'DELETE'),
};

/**
 * A trip change: afterwards the trips, the money (ledgers), the reservations (calendar, lists), the
 * Today board, the dashboard and the audit trail are read again.
 */
export const useTripMutation = <V, R>(mutationFn: (v: V) => Promise<R>) =>
  useRefetchingMutation(mutationFn, [
    TRIPS_KEY,
    moneyQueries.all,
    reservationQueries.all,
    frontDeskQueries.all,
    DASHBOARD_KEY,
    [...staffQueries.all, 'audit'],
  ]);
