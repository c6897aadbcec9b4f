/** Guests against an item's capacity: a room's per-unit capacity, a tour's seats per departure, a Gypsy's seats. */
import type { ItemKind } from './kinds';
import { DEFAULT_SEATS_PER_DEPARTURE } from './constants';
import { ruleMessage, type ValidationIssue } from './i18n/validation-codes';

/** An age in a capacity text ('under 10', 'aged 5-12', '12 years'): not a number of guests. */
const AGE = /\b(?:under|below|over|above|aged?)\s+\d+(?:\s*-\s*\d+)?|\d+\s*(?:years?|yrs?)\b/gi;

/**
 * Max guests per unit from a room's free-text `specifications.capacity`: parts joined by '+', ',',
 * '&' or 'and' are added, within a part the largest number counts, ages left out ('2 Adults + 1
 * Child' → 3, '2 adults + 1 child under 10' → 3, 'Up to 4 guests' → 4, '2-3 persons' → 3). Null
 * when it names no number (no limit known).
 */
export function roomGuestLimit(capacity: string | null | undefined): number | null {
  if (!capacity) return null;
  let total = 0;
  for (const part of capacity.split(/\+|,|&|\band\b/i)) {
    const numbers = part.replace(AGE, '').match(/\d+/g)?.map(Number) ?? [];
    if (numbers.length > 0) total += Math.max(...numbers);
  }
  return total > 0 ? total : null;
}

/**
 * Guests a vehicle seats from its free-text `vehicleInfo.seats`, the driver excluded: parts joined by
 * '+', ',', '&' or 'and' are added, a part naming the driver is left out ('6' → 6, '6 seats + driver'
 * → 6, '4+1' → 5). Null when it names no number (no limit known).
 */
export function vehicleSeats(seats: string | null | undefined): number | null {
  if (!seats) return null;
  const parts = seats.split(/\+|,|&|\band\b/i).filter((part) => !/driver|चालक|ड्राइवर/i.test(part));
  return roomGuestLimit(parts.join('+'));
}

/**
 * What limits the guests of an item: a room's `specifications.capacity`, a tour's
 * `seatsPerDeparture`, a vehicle's `vehicleInfo.seats`.
 */
export type CapacityFields = { specifications?: unknown; seatsPerDeparture?: number | null; vehicleInfo?: unknown };

/**
 * Most guests one booking of the item takes: a room's capacity per unit (`roomGuestLimit`), a
 * tour's seats per departure (default DEFAULT_SEATS_PER_DEPARTURE), a vehicle's seats
 * (`vehicleSeats`); null when no limit is known (a room or vehicle whose text names no number).
 */
export function guestLimit(kind: ItemKind, item: CapacityFields): number | null {
  if (kind === 'room') {
    const specs = item.specifications as { capacity?: string } | undefined;
    return roomGuestLimit(typeof specs?.capacity === 'string' ? specs.capacity : null);
  }
  if (kind === 'tour') return item.seatsPerDeparture ?? DEFAULT_SEATS_PER_DEPARTURE;
  const info = item.vehicleInfo as { seats?: string } | null | undefined;
  return vehicleSeats(typeof info?.seats === 'string' ? info.seats : null);
}

/** The refusal's code of too many guests for an item of `kind`. */
const OVER_CAPACITY = { room: 'roomGuests', tour: 'departureSeats', vehicle: 'vehicleSeats' } as const;

/**
 * One reservation's guests against its item (`guestLimit`): a room's capacity per unit, a tour's
 * seats per departure, a vehicle's seats. The refusal's code when over, else null.
 */
export function guestCapacityIssue(kind: ItemKind, guests: number, item: CapacityFields): ValidationIssue | null {
  const limit = guestLimit(kind, item);
  if (limit === null || guests <= limit) return null;
  return { code: OVER_CAPACITY[kind], params: { count: limit } };
}

/**
 * The rooms that take `guests` in one unit (`guestLimit` known and at least `guests`), fewest
 * places first (the closest fit), then by name; at most `max` of them.
 */
export function roomsThatFit<R extends CapacityFields & { name: string }>(
  rooms: readonly R[],
  guests: number,
  max = 3,
): { room: R; takes: number }[] {
  return rooms
    .map((room) => ({ room, takes: guestLimit('room', room) }))
    .filter((r): r is { room: R; takes: number } => r.takes !== null && r.takes >= guests)
    .sort((a, b) => a.takes - b.takes || a.room.name.localeCompare(b.room.name))
    .slice(0, max);
}

/** `guestCapacityIssue` as the API's field error: `{ guests: message }` (English) when over, else null. */
export function guestCapacityError(...args: Parameters<typeof guestCapacityIssue>): { guests: string } | null {
  const issue = guestCapacityIssue(...args);
  return issue && { guests: ruleMessage(issue.code, issue.params) };
}
