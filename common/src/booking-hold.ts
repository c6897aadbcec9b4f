/**
 * The booking-hold rule in JS, once for server and client (docs/product.md#booking-hold): a hold
 * is active at `now` while `isBooked` is set and `bookingExpiresAt` is later than `now`. The
 * server's SQL form sits next to its use of this in server/src/modules/inventory/hold.ts.
 */

/** The two fields of a hold: as stored (Date) on the server, as read (ISO string) on the client. */
export interface HoldFields {
  isBooked: boolean;
  bookingExpiresAt: string | Date | null;
}

/** Is the hold active at `now`? A missing or unreadable expiry is not an active hold. */
export function isHoldActive(hold: HoldFields, now: Date): boolean {
  if (!hold.isBooked || hold.bookingExpiresAt === null) return false;
  return new Date(hold.bookingExpiresAt).getTime() > now.getTime();
}
