/** Guests against an item's capacity: the room's per-unit capacity and a tour's seats per departure. */
import type { ItemKind } from './kinds';
import { DEFAULT_SEATS_PER_DEPARTURE } from './constants';

/**
 * Max guests per unit from a room's free-text `specifications.capacity`: parts joined by '+', ',',
 * '&' or 'and' are added, within a part the largest number counts ('2 Adults + 1 Child' → 3,
 * 'Up to 4 guests' → 4, '2-3 persons' → 3). Null when it names no number (no limit known).
 */
export function roomGuestLimit(capacity: string | null | undefined): number | null {
  if (!capacity) return null;
  let total = 0;
  for (const part of capacity.split(/\+|,|&|\band\b/i)) {
    const numbers = part.match(/\d+/g)?.map(Number) ?? [];
    if (numbers.length > 0) total += Math.max(...numbers);
  }
  return total > 0 ? total : null;
}

/**
 * One reservation's guests against its item: a room's capacity per unit, a tour's seats per
 * departure (vehicles have no guest limit). `{ guests: message }` when over, else null.
 */
export function guestCapacityError(
  kind: ItemKind,
  guests: number,
  item: { specifications?: unknown; seatsPerDeparture?: number | null },
): { guests: string } | null {
  if (kind === 'room') {
    const specs = item.specifications as { capacity?: string } | undefined;
    const limit = roomGuestLimit(typeof specs?.capacity === 'string' ? specs.capacity : null);
    if (limit !== null && guests > limit) return { guests: `This room takes at most ${limit} guest${limit === 1 ? '' : 's'}` };
  } else if (kind === 'tour') {
    const seats = item.seatsPerDeparture ?? DEFAULT_SEATS_PER_DEPARTURE;
    if (guests > seats) return { guests: `A departure has ${seats} seat${seats === 1 ? '' : 's'}` };
  }
  return null;
}
