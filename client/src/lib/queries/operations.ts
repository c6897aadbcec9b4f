import { queryOptions } from '@tanstack/react-query';
import type {
  DaySheet,
  ParkClosure,
  PaperWarning,
  PermitDue,
  ReservationPermits,
  StaffResource,
  VehiclePapers,
} from '@pachmarhi/common/schemas/operations-records';
import { api } from '@/lib/api';

type Saved<T> = { message: string; data: T };
const json = (method: string, body: unknown) => ({ method, json: body, auth: true }) as const;
const enc = encodeURIComponent;

/**
 * The day's operations (docs/api.md#operations): the day sheet, drivers and guides, vehicle papers,
 * safari permits and park closures. Every write invalidates `operationsQueries.all`.
 * @throws ApiRequestError (400 with field errors, 403, 404, 409 with the clash's sentence) / TypeError
 */
export const operationsQueries = {
  all: ['operations'] as const,
  /** 🔒🛎 `GET /api/day-sheet?date=`: every job of the date with its crew and what can be assigned. */
  daySheet: (date: string) =>
    queryOptions({
      queryKey: ['operations', 'day-sheet', date],
      queryFn: async ({ signal }) =>
        (await api<{ data: DaySheet }>(`/api/day-sheet?date=${enc(date)}`, { signal, auth: true })).data,
    }),
  /** 🔒 `GET /api/staff-resources`: drivers and guides. */
  staff: () =>
    queryOptions({
      queryKey: ['operations', 'staff'],
      queryFn: async ({ signal }) =>
        (await api<{ data: StaffResource[] }>('/api/staff-resources', { signal, auth: true })).data,
    }),
  /** 🔒 `GET /api/vehicles/:id/papers`. */
  papers: (vehicleId: string) =>
    queryOptions({
      queryKey: ['operations', 'papers', vehicleId],
      queryFn: async ({ signal }) =>
        (await api<{ data: VehiclePapers }>(`/api/vehicles/${enc(vehicleId)}/papers`, { signal, auth: true })).data,
    }),
  /** 🔒🛎 `GET /api/vehicle-papers/expiring`: papers running out within 15 days. */
  paperWarnings: () =>
    queryOptions({
      queryKey: ['operations', 'paper-warnings'],
      queryFn: async ({ signal }) =>
        (await api<{ data: PaperWarning[] }>('/api/vehicle-papers/expiring', { signal, auth: true })).data,
    }),
  /** 🔒🛎 `GET /api/permits/due`: safaris of the next 7 days without every permit confirmed. */
  permitsDue: () =>
    queryOptions({
      queryKey: ['operations', 'permits-due'],
      queryFn: async ({ signal }) =>
        (await api<{ data: PermitDue[] }>('/api/permits/due', { signal, auth: true })).data,
    }),
  /** 🔒🛎 `GET /api/reservations/:id/permits`. */
  permits: (reservationId: string) =>
    queryOptions({
      queryKey: ['operations', 'permits', reservationId],
      queryFn: async ({ signal }) =>
        (
          await api<{ data: ReservationPermits }>(`/api/reservations/${enc(reservationId)}/permits`, {
            signal,
            auth: true,
          })
        ).data,
    }),
  /** `GET /api/park-closures` (public; `from`/`to` IST dates narrow it). */
  parkClosures: (range: { from?: string; to?: string } = {}) =>
    queryOptions({
      queryKey: ['operations', 'park-closures', range],
      queryFn: async ({ signal }) => {
        const q = new URLSearchParams(Object.entries(range).filter(([, v]) => v) as [string, string][]);
        return (await api<{ data: ParkClosure[] }>(`/api/park-closures${q.size ? `?${q}` : ''}`, { signal })).data;
      },
    }),
};

/** 🔒🛎 `PUT /api/assignments`. @throws ApiRequestError 409 naming the clash, 403 an override by the desk */
export const assignJob = (body: {
  reservationId: string;
  date: string;
  vehicleId: string;
  driverId: string | null;
  guideId: string | null;
  overrideReason?: string;
}) => api<Saved<unknown>>('/api/assignments', json('PUT', body));

/** 🔒 `POST /api/staff-resources`, or `PUT …/:id` with `id`. @throws ApiRequestError 400 with field errors */
export const saveStaffResource = (body: unknown, id?: string) =>
  id
    ? api<Saved<StaffResource>>(`/api/staff-resources/${enc(id)}`, json('PUT', body))
    : api<Saved<StaffResource>>('/api/staff-resources', json('POST', body));

/** 🔒 `DELETE /api/staff-resources/:id`. */
export const deleteStaffResource = (id: string) =>
  api<{ message: string }>(`/api/staff-resources/${enc(id)}`, { method: 'DELETE', auth: true });

/** 🔒 `PUT /api/vehicles/:id/papers`: the whole set. */
export const saveVehiclePapers = (vehicleId: string, papers: unknown[]) =>
  api<Saved<VehiclePapers>>(`/api/vehicles/${enc(vehicleId)}/papers`, json('PUT', { papers }));

/** 🔒 `POST /api/vehicles/:id/out-of-service`. @throws ApiRequestError 409 when rented then */
export const addOutOfService = (vehicleId: string, body: { from: string; to: string; reason: string }) =>
  api<Saved<unknown>>(`/api/vehicles/${enc(vehicleId)}/out-of-service`, json('POST', body));

/** 🔒 `DELETE /api/vehicles/:id/out-of-service/:periodId`. */
export const removeOutOfService = (vehicleId: string, periodId: string) =>
  api<{ message: string }>(`/api/vehicles/${enc(vehicleId)}/out-of-service/${enc(periodId)}`, {
    method: 'DELETE',
    auth: true,
  });

/** 🔒🛎 `PUT /api/reservations/:id/permits`. */
export const savePermits = (reservationId: string, permits: unknown[]) =>
  api<Saved<ReservationPermits>>(`/api/reservations/${enc(reservationId)}/permits`, json('PUT', { permits }));

/** 🔒 `POST /api/park-closures`, or `PUT …/:id` with `id`. */
export const saveParkClosure = (body: unknown, id?: string) =>
  id
    ? api<Saved<ParkClosure>>(`/api/park-closures/${enc(id)}`, json('PUT', body))
    : api<Saved<ParkClosure>>('/api/park-closures', json('POST', body));

/** 🔒 `DELETE /api/park-closures/:id`. */
export const deleteParkClosure = (id: string) =>
  api<{ message: string }>(`/api/park-closures/${enc(id)}`, { method: 'DELETE', auth: true });
