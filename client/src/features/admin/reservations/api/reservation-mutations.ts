import { useMutation } from '@tanstack/react-query';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { ReservationCreate, ReservationUpdate } from '@pachmarhi/common/schemas/reservation';
import { api } from '@/lib/api';
import { useInvalidateStays } from '@/lib/queries/stay-changes';

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

/** Create or update: `mutate({ id, body })`; errors are left to the caller (the form shows them inline). */
export function useSaveReservation() {
  const invalidate = useInvalidateStays();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ReservationCreate | ReservationUpdate }) =>
      saveReservation(id, body),
    onSuccess: invalidate,
  });
}

export function useDeleteReservation() {
  const invalidate = useInvalidateStays();
  return useMutation({ mutationFn: deleteReservation, onSuccess: invalidate });
}
