/**
 * The capacity rule (docs/decisions/008-reservations-by-date.md): on every date, the units taken by
 * the reservations that occupy it (held while the hold lasts, confirmed, blocked; a trip line may
 * take several) number at most the item's units;
 * for a tour departure their guests sum to at most its seats. The rule that a reservation occupies
 * is written here in JS (for rows already read) and in SQL (`occupyingSql` in
 * reservations.repository.ts, for queries): they must change together, like the booking hold's
 * two forms (ADR 003).
 */
import { dayNumber, eachDate } from '@pachmarhi/common/pricing/dates';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { OCCUPYING_STATUSES } from '@pachmarhi/common/schemas/reservation';

/** The columns the occupying rule reads. */
export interface OccupyingFields {
  status: string;
  holdExpiresAt: Date | null;
}

/** JS form: does the reservation take capacity at `now`? A held one only until its hold expires. */
export function isOccupying(r: OccupyingFields, now: Date): boolean {
  if (r.status === 'held') return r.holdExpiresAt !== null && r.holdExpiresAt.getTime() > now.getTime();
  return (OCCUPYING_STATUSES as readonly string[]).includes(r.status);
}

/** The dates a reservation takes: nights or rental days `[checkIn, checkOut)`; a tour's departure date. */
export function datesTaken(kind: ItemKind, checkIn: string, checkOut: string | null | undefined): string[] {
  return kind === 'tour' || !checkOut ? [checkIn] : eachDate(checkIn, checkOut);
}

/** What one reservation takes on each of its dates: its units (rooms, vehicles), or for tours its guests as seats. */
export const demand = (kind: ItemKind, guests: number, units = 1) => (kind === 'tour' ? guests : units);

/** An occupying reservation as the counting needs it. */
export interface Occupant {
  itemId: string;
  checkIn: string;
  checkOut: string | null;
  guests: number;
  /** Identical rooms or vehicles it takes (a trip line of several); absent: 1. */
  units?: number;
  /** When a held reservation stops occupying; null for other statuses. */
  holdExpiresAt: Date | null;
}

/**
 * Units (or seats) taken per date among `dates` (consecutive, ascending) by `occupants` (all of one
 * kind and item). Each occupant is placed by day offsets, not by listing its dates: the
 * availability list counts hundreds of them per request.
 * @returns date → units or seats taken (0 for free dates)
 */
export function usageByDate(kind: ItemKind, occupants: Occupant[], dates: string[]): Map<string, number> {
  const used = new Array<number>(dates.length).fill(0);
  const first = dayNumber(dates[0]);
  for (const o of occupants) {
    const from = dayNumber(o.checkIn) - first;
    const to = kind === 'tour' || !o.checkOut ? from + 1 : dayNumber(o.checkOut) - first;
    for (let i = Math.max(0, from); i < Math.min(dates.length, to); i++) used[i] += demand(kind, o.guests, o.units);
  }
  return new Map(dates.map((d, i) => [d, used[i]]));
}

/** Units (or seats) free on every one of `dates`: capacity minus the busiest date, never below 0. */
export function leftOver(capacity: number, used: Map<string, number>): number {
  return Math.max(0, capacity - Math.max(0, ...used.values()));
}

/**
 * The first date (in date order) on which `need` more units or seats do not fit, with what is left
 * on it; null when they fit on every date.
 */
export function firstClash(
  capacity: number,
  used: Map<string, number>,
  need: number,
): { date: string; left: number } | null {
  for (const [date, n] of [...used].sort(([a], [b]) => (a < b ? -1 : 1))) {
    if (n + need > capacity) return { date, left: Math.max(0, capacity - n) };
  }
  return null;
}
