import type { ItemKind } from '@pachmarhi/common/kinds';
import { EMPTY_FOLIO } from '@pachmarhi/common/money/folio';
import { withQuoteDefaults } from '@pachmarhi/common/pricing/quote';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { ReservationSource, ReservationStatus } from '@pachmarhi/common/schemas/reservation';
import type { MealPlan } from '@pachmarhi/common/trip-terms';
import type { Shift } from '@pachmarhi/common/operations/shifts';
import { isOccupying } from './occupancy';
import type { ReservationRow } from './reservations.repository';

/**
 * A row as the API shows it at `now`; `itemName` (and `itemNameHi`) null when the item is gone; a quote stored before
 * rate periods in today's shape. The money figures read 0 until the payments module fills them.
 */
export function toReservationDto(
  row: ReservationRow,
  item: { name: string; nameHi: string | null } | null,
  now: Date,
): Reservation {
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
    mealPlan,
    externalRecurrence: _,
    ...fields
  } = row;
  return {
    _id: id,
    ...fields,
    reference: reference ?? '',
    kind: kind as ItemKind,
    mealPlan: mealPlan as MealPlan | null,
    shift: fields.shift as Shift | null,
    itemName: item?.name ?? null,
    itemNameHi: item?.nameHi ?? null,
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
    folio: EMPTY_FOLIO,
  };
}
