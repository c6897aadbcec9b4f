import { queryOptions } from '@tanstack/react-query';
import type { DataRequest, DataRequestStatus, ReportedPayment, StayDesk } from '@pachmarhi/common/schemas/stay';
import { api } from '@/lib/api';

const id = (v: string) => encodeURIComponent(v);

/**
 * The desk's side of the guest's stay page (docs/api.md#the-guests-stay-page): a stay's link, its
 * guest-reported payments and ID photos, and the owner's list of data requests. Amounts are paise.
 * @throws ApiRequestError / TypeError from the query functions when a call fails
 */
export const stayQueries = {
  all: ['stay'] as const,
  /** 🔒🛎 `GET /api/reservations/:id/stay`. */
  desk: (reservationId: string) =>
    queryOptions({
      queryKey: ['stay', 'desk', reservationId],
      queryFn: async ({ signal }) =>
        (await api<{ data: StayDesk }>(`/api/reservations/${id(reservationId)}/stay`, { signal, auth: true })).data,
      staleTime: 0,
    }),
  /** 🔒 `GET /api/data-requests` (owner). */
  dataRequests: () =>
    queryOptions({
      queryKey: ['stay', 'data-requests'],
      queryFn: async ({ signal }) =>
        (await api<{ data: DataRequest[] }>('/api/data-requests', { signal, auth: true })).data,
    }),
};

/** 🔒🛎 `POST /api/reservations/:id/stay-link`: a new link; the old one stops working. */
export const newStayLink = (reservationId: string) =>
  api<{ data: { url: string; token: string } }>(`/api/reservations/${id(reservationId)}/stay-link`, {
    method: 'POST',
    auth: true,
  }).then((r) => r.data);

/** 🔒🛎 `POST /api/reservations/:id/payments/:paymentId/confirm`. @throws ApiRequestError 400 above the balance, 409 confirmed already or the UTR recorded */
export const confirmReported = (reservationId: string, reportId: string) =>
  api<{ data: ReportedPayment }>(`/api/reservations/${id(reservationId)}/payments/${id(reportId)}/confirm`, {
    method: 'POST',
    json: {},
    auth: true,
  }).then((r) => r.data);

/** 🔒 `PATCH /api/data-requests/:id` (owner). */
export const updateDataRequest = (requestId: string, status: DataRequestStatus, note: string) =>
  api<{ data: DataRequest }>(`/api/data-requests/${id(requestId)}`, {
    method: 'PATCH',
    json: { status, note },
    auth: true,
  }).then((r) => r.data);

/** The address of a guest's ID photo (staff; each view audited), fetched with the session's token. */
export const idPhotoPath = (reservationId: string, guestId: string) =>
  `/api/reservations/${id(reservationId)}/guests/${id(guestId)}/id-photo`;
