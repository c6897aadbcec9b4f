/**
 * Who and what goes where (issue 39): each job of a date — a Gypsy rental, a tour departure, a
 * safari — gets a vehicle and a driver, and a guide where needed. A driver, guide or vehicle cannot
 * be in two places at once: two jobs clash when their slots meet (./shifts.ts) and they share a
 * driver or guide, or more of them share a vehicle listing than it has units. A Gypsy rented out
 * self-drive takes its vehicle for the whole day and is not available for tours.
 */
import { weekdayOf } from '../pricing/dates';
import { slotsMeet, type Slot } from './shifts';

/** One job as the clash rule reads it. */
export interface Job extends Slot {
  reservationId: string;
  vehicleId: string | null;
  driverId: string | null;
  guideId: string | null;
  /** A vehicle rental without a driver: the guest drives. */
  selfDrive?: boolean;
}

export type ClashResource = 'driver' | 'guide' | 'vehicle';

/** The resource two jobs both need, and the job already holding it. */
export interface Clash<J extends Job> {
  resource: ClashResource;
  with: J;
}

/**
 * The first clash of `candidate` with `jobs` (the jobs of its date; those of the same reservation
 * are the candidate's own earlier assignment and are not counted): its driver, then its guide,
 * then its vehicle (`vehicleUnits`: identical vehicles the listing stands for, 1 for one Gypsy).
 * @returns the clash, or null when every resource is free
 */
export function findClash<J extends Job>(jobs: readonly J[], candidate: Job, vehicleUnits = 1): Clash<J> | null {
  const others = jobs.filter((j) => j.reservationId !== candidate.reservationId && slotsMeet(j, candidate));
  for (const resource of ['driver', 'guide'] as const) {
    const key = resource === 'driver' ? 'driverId' : 'guideId';
    const id = candidate[key];
    const taken = id ? others.find((j) => j[key] === id) : undefined;
    if (taken) return { resource, with: taken };
  }
  if (candidate.vehicleId) {
    const using = others.filter((j) => j.vehicleId === candidate.vehicleId);
    if (using.length >= vehicleUnits) return { resource: 'vehicle', with: using.find((j) => j.selfDrive) ?? using[0] };
  }
  return null;
}

/** A driver's or guide's days off: weekdays every week (0 = Sunday … 6 = Saturday) and single dates (IST). */
export interface DaysOff {
  weeklyOff: readonly number[];
  daysOff: readonly string[];
}

/** True when the person is off on `date` (IST 'YYYY-MM-DD'). */
export const offOn = (p: DaysOff, date: string): boolean =>
  p.daysOff.includes(date) || p.weeklyOff.includes(weekdayOf(date));
