/**
 * The booking-hold rule: a hold is active at `now` while `isBooked` is set and `bookingExpiresAt`
 * is later than `now`. An expired hold is reported as not booked everywhere (reads, lists, toggles,
 * dashboard counts). The JS form lives in common/ (the client's availability badges use it too);
 * the SQL form (for statements that decide in the database) is `holdActiveSql` in
 * inventory.repository.ts and must change with it.
 */
import type { BookingHold } from '@pachmarhi/common/types';
import { isHoldActive } from '@pachmarhi/common/booking-hold';

/** The two columns of a hold, as stored on rooms, vehicles and tours. */
export interface HoldFields {
  isBooked: boolean;
  bookingExpiresAt: Date | null;
}

/** The hold as the API reports it at `now`: not booked and no expiry once it has expired. */
export function effectiveHold(row: HoldFields, now: Date): BookingHold {
  const active = isHoldActive(row, now);
  return { isBooked: active, bookingExpiresAt: active ? row.bookingExpiresAt!.toISOString() : null };
}
