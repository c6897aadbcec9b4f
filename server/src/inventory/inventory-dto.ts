import type { BookingHold } from '@pachmarhi/common/types';
import { effectiveHold } from './booking-hold';
import type { InventoryRow } from './inventory.repository';

/** A record as the API shows it: `_id`, the kind's fields, ISO instants and the effective hold. */
export type InventoryDto = Record<string, unknown> & BookingHold & { _id: string; createdAt: string; updatedAt: string };

/** A row as the API shows it at `now` (an expired hold reads as not booked). */
export function toInventoryDto(row: InventoryRow, now: Date): InventoryDto {
  const { id, isBooked, bookingExpiresAt, createdAt, updatedAt, ...fields } = row;
  return {
    _id: id,
    ...fields,
    ...effectiveHold({ isBooked, bookingExpiresAt }, now),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
