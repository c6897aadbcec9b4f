import { useQuery } from '@tanstack/react-query';
import { BOOKING_POLL_MS } from '@pachmarhi/common/constants';
import { countdownText } from '@pachmarhi/common/time';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { api } from '@/lib/api';

export interface BookingStatus {
  isBooked: boolean;
  expiresAt: string | null;
}

/**
 * `GET /api/bookings/:serviceType/:id/status` (public).
 * @throws ApiRequestError / TypeError on failure (the badge then keeps what it knew)
 */
export async function getBookingStatus(kind: ItemKind, id: string, signal?: AbortSignal): Promise<BookingStatus> {
  const res = await api<{ data?: Partial<BookingStatus> }>(`/api/bookings/${kind}/${encodeURIComponent(id)}/status`, {
    signal,
  });
  return { isBooked: !!res?.data?.isBooked, expiresAt: res?.data?.expiresAt ?? null };
}

/** Booking status of one item, polled every 60 s (docs/product.md#behaviour); seeded with what the list already said. */
export function useBookingStatus(kind: ItemKind, id: string, initial: BookingStatus) {
  return useQuery({
    queryKey: ['booking-status', kind, id],
    queryFn: ({ signal }) => getBookingStatus(kind, id, signal),
    initialData: initial,
    initialDataUpdatedAt: Date.now(),
    staleTime: BOOKING_POLL_MS,
    refetchInterval: BOOKING_POLL_MS,
    retry: false,
  });
}

/**
 * What the public Booked badge says at `now`: null (no badge), 'Expired' once the hold has passed,
 * or the countdown ('Xh Ym' / 'Ym'); a hold without an expiry shows no countdown ('').
 */
export function bookedBadgeText(
  status: BookingStatus,
  now: Date = new Date(),
): { label: 'Booked' | 'Expired'; countdown: string } | null {
  if (!status.isBooked) return null;
  if (!status.expiresAt) return { label: 'Booked', countdown: '' };
  const text = countdownText(status.expiresAt, now);
  return text === 'Expired' ? { label: 'Expired', countdown: '' } : { label: 'Booked', countdown: text };
}

/**
 * The status the badge shows: what the API says, except that a hold the badge saw and that has
 * now passed still reads as booked (so it shows 'Expired' once) even when the API already reports
 * it as over. A hold cancelled before its end disappears at once.
 * @param lastHold the expiry of the last hold this badge saw (ISO), or null
 */
export function effectiveStatus(status: BookingStatus, lastHold: string | null, now: Date = new Date()): BookingStatus {
  if (status.isBooked || !lastHold) return status;
  return new Date(lastHold).getTime() <= now.getTime() ? { isBooked: true, expiresAt: lastHold } : status;
}
