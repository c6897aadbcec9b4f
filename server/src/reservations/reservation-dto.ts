import type { ItemKind } from '@pachmarhi/common/kinds';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { ReservationSource, ReservationStatus } from '@pachmarhi/common/schemas/reservation';
import { isOccupying } from './occupancy';
import type { ReservationRow } from './reservations.repository';

/** A row as the API shows it at `now`; `itemName` null when the item is gone. */
export function toReservationDto(row: ReservationRow, itemName: string | null, now: Date): Reservation {
  const { id, kind, status, source, holdExpiresAt, createdAt, updatedAt, reference, ...fields } = row;
  return {
    _id: id,
    ...fields,
    reference: reference ?? '',
    kind: kind as ItemKind,
    itemName,
    status: status as ReservationStatus,
    source: source as ReservationSource,
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
    occupying: isOccupying(row, now),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
