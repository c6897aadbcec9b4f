/**
 * Housekeeping (issue 39, docs/decisions/033-housekeeping.md): the state of each room unit and the
 * rules the board, Today and check-out share. A room listing stands for `units` identical rooms,
 * numbered 1…units; stays are not tied to a unit number, so readiness and check-out work by counts.
 */

/** A unit's state: ready for a guest (`clean`, `inspected`), to be cleaned (`dirty`), or out of service. */
export const UNIT_STATUSES = ['clean', 'dirty', 'inspected', 'out-of-order'] as const;
export type UnitStatus = (typeof UNIT_STATUSES)[number];

/** A unit that has never been set is clean (a new room is handed over ready). */
export const DEFAULT_UNIT_STATUS: UnitStatus = 'clean';

/** True when a guest may be given the unit. */
export const isReadyStatus = (s: UnitStatus): boolean => s === 'clean' || s === 'inspected';

/** One unit's status as the rules read it. */
export interface UnitState {
  unit: number;
  status: UnitStatus;
}

/**
 * Whether the arrivals of a day fit the room's ready units.
 * @param units every unit of the room with its status
 * @param arriving units the day's arrivals still to check in need (a trip line may need several)
 * @returns ready units, the units needed, and `ready` when there are enough
 */
export function roomReadiness(units: readonly UnitState[], arriving: number) {
  const readyUnits = units.filter((u) => isReadyStatus(u.status)).length;
  return { readyUnits, needed: arriving, ready: readyUnits >= arriving };
}

/**
 * The units a check-out of `count` units makes dirty: stays carry no unit number, so the ready units
 * are taken first (the guest's room was handed over ready), lowest number first, then any other unit
 * not out of order. The board lets the housekeeper correct the pick.
 * @returns unit numbers, at most `count`
 */
export function unitsToDirty(units: readonly UnitState[], count: number): number[] {
  const sorted = [...units].sort((a, b) => a.unit - b.unit);
  const ready = sorted.filter((u) => isReadyStatus(u.status));
  const others = sorted.filter((u) => u.status === 'dirty');
  return [...ready, ...others].slice(0, count).map((u) => u.unit);
}
