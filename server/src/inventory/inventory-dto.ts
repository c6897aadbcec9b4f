import type { BookingHold } from '@pachmarhi/common/types';
import type { InventoryRow } from './inventory.repository';

/** The booking hold as every read reports it: not booked once `bookingExpiresAt` has passed. */
export function effectiveHold(row: Pick<InventoryRow, 'isBooked' | 'bookingExpiresAt'>, now: Date): BookingHold {
  const active = row.isBooked && row.bookingExpiresAt !== null && row.bookingExpiresAt.getTime() > now.getTime();
  return { isBooked: active, bookingExpiresAt: active ? row.bookingExpiresAt!.toISOString() : null };
}

/** A row as the API shows it: `_id`, ISO instants and the effective booking hold. */
export function toInventoryDto(row: InventoryRow, now: Date): Record<string, unknown> {
  const { id, isBooked, bookingExpiresAt, createdAt, updatedAt, ...fields } = row;
  return {
    _id: id,
    ...fields,
    ...effectiveHold({ isBooked, bookingExpiresAt }, now),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
