import { itemAvailability, type ItemHoldState } from '@pachmarhi/common/availability-state';
import { isHoldActive } from '@pachmarhi/common/booking-hold';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { BookingHold } from '@pachmarhi/common/types';
import { useNow } from '@/hooks/use-now';
import { useBookingStatus } from './booking-status';

/** A catalogue item as the availability needs it: its id, stored status and hold as last read. */
export type AvailabilityItem = { _id: string; slug: string; status?: string | null } & BookingHold;

/**
 * The item's availability now (common/src/availability-state.ts), from its status and the hold
 * the Booked badge polls (one shared query, so badge, title badge and buttons agree). Re-derived
 * every minute, so buttons come back when a hold runs out. `held`: an active hold decides the state,
 * which the Booked badge (with its countdown) already shows.
 */
export function useItemAvailability(kind: ItemKind, item: AvailabilityItem): ItemHoldState & { held: boolean } {
  const { data } = useBookingStatus(kind, item._id, { isBooked: item.isBooked, expiresAt: item.bookingExpiresAt });
  const now = useNow();
  const hold = { isBooked: data.isBooked, bookingExpiresAt: data.expiresAt };
  return { ...itemAvailability(kind, { ...hold, status: item.status }, now), held: isHoldActive(hold, now) };
}
