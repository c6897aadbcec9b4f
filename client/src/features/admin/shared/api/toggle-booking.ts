import { api } from '@/lib/api';

export type BookingKind = 'room' | 'vehicle' | 'tour';

export interface ToggleBookingResponse {
  success: boolean;
  message: string;
  data: { isBooked: boolean; expiresAt: string | null };
}

/**
 * `PUT /api/bookings/:serviceType/:id/toggle` with `{isBooked}` and the admin token.
 * The server sets the hold's expiry (`data.expiresAt`, ISO) when booking and clears it when cancelling.
 * @throws ApiRequestError on a non-2xx answer; TypeError when the network fails
 */
export function toggleBooking(kind: BookingKind, id: string, isBooked: boolean): Promise<ToggleBookingResponse> {
  return api<ToggleBookingResponse>(`/api/bookings/${kind}/${encodeURIComponent(id)}/toggle`, { method: 'PUT', json: { isBooked }, auth: true });
}
