import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { ReservationCreate, ReservationUpdate } from '@pachmarhi/common/schemas/reservation';
import { api } from '@/lib/api';
import { DASHBOARD_KEY } from '@/lib/queries/dashboard';
import { frontDeskQueries } from '@/lib/queries/front-desk';
import { staffQueries } from '@/lib/queries/staff';
import { reservationQueries } from '@/lib/queries/reservations';
import { enquiryQueries } from '@/lib/queries/enquiries';

interface Saved {
  message: string;
  data: Reservation;
}

/**
 * Save a reservation: `POST /api/reservations` (201) without an id, `PUT /api/reservations/:id`
 * with one (admin token). The server re-checks capacity: 409 names the first clashing date.
 * @throws ApiRequestError (400 with field errors, 409 conflict) or TypeError on a network failure
 */
export function saveReservation(id: string | null, body: ReservationCreate | ReservationUpdate): Promise<Saved> {
  return id
    ? api<Saved>(`/api/reservations/${encodeURIComponent(id)}`, { method: 'PUT', json: body, auth: true })
    : api<Saved>('/api/reservations', { method: 'POST', json: body, auth: true });
}

/** `DELETE /api/reservations/:id` (admin token). @throws ApiRequestError (404 when already gone) */
export const deleteReservation = (id: string) =>
  api<{ message: string }>(`/api/reservations/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

/**
 * Every reservation change (save, cancel, check in or out, delete) refreshes the calendar, the
 * list, the dashboard's figures, the enquiries (one made from an enquiry books it), the front
 * desk's reads (the Today board, the Form III reports due, the registers) and the audit trail (a
 * reservation's history, Activity).
 */
function useInvalidateReservations() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: reservationQueries.all }),
      qc.invalidateQueries({ queryKey: DASHBOARD_KEY }),
      qc.invalidateQueries({ queryKey: frontDeskQueries.all }),
      qc.invalidateQueries({ queryKey: [...staffQueries.all, 'audit'] }),
      qc.invalidateQueries({ queryKey: enquiryQueries.all }),
    ]);
}

/** Create or update: `mutate({ id, body })`; errors are left to the caller (the form shows them inline). */
export function useSaveReservation() {
  const invalidate = useInvalidateReservations();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ReservationCreate | ReservationUpdate }) =>
      saveReservation(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteReservation() {
  const invalidate = useInvalidateReservations();
  return useMutation({ mutationFn: deleteReservation, onSuccess: invalidate });
}
