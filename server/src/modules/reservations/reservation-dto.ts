import type { ItemKind } from '@pachmarhi/common/kinds';
import { withQuoteDefaults } from '@pachmarhi/common/pricing/quote';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { ReservationSource, ReservationStatus } from '@pachmarhi/common/schemas/reservation';
import { isOccupying } from './occupancy';
import type { ReservationRow } from './reservations.repository';

/**
 * A row as the API shows it at `now`; `itemName` null when the item is gone; a quote stored before
 * rate periods in today's shape. The money figures read 0 until the payments module fills them.
 */
export function toReservationDto(row: ReservationRow, itemName: string | null, now: Date): Reservation {
  const {
    id,
    kind,
    status,
    source,
    holdExpiresAt,
    checkedInAt,
    checkedOutAt,
    createdAt,
    updatedAt,
    reference,
    externalRecurrence: _,
    ...fields
  } = row;
  return {
    _id: id,
    ...fields,
    reference: reference ?? '',
    kind: kind as ItemKind,
    itemName,
    quote: withQuoteDefaults(fields.quote),
    status: status as ReservationStatus,
    source: source as ReservationSource,
    holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
    occupying: isOccupying(row, now),
    checkedInAt: checkedInAt?.toISOString() ?? null,
    checkedOutAt: checkedOutAt?.toISOString() ?? null,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    amountDue: 0,
    paid: 0,
    balance: 0,
  };
}
