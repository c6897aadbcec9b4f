/**
 * The words of trips (issue 35): meal plans, the units extras are priced by, and the shapes both the
 * database and the API keep of them. A trip is the guest's whole order; its lines are reservations
 * (one room, vehicle or tour each) and its extras are lines from the owner's catalogue.
 */

/**
 * Meal plans, the Indian hotel standard: `EP` room only (European Plan), `CP` breakfast
 * (Continental Plan), `MAP` breakfast and one more meal (Modified American Plan), `AP` every meal
 * (American Plan). EP costs nothing beyond the room.
 */
export const MEAL_PLANS = ['EP', 'CP', 'MAP', 'AP'] as const;
export type MealPlan = (typeof MEAL_PLANS)[number];
/** The plans with a price of their own (EP is always offered, at 0). */
export const PRICED_MEAL_PLANS = ['CP', 'MAP', 'AP'] as const satisfies readonly MealPlan[];
export type PricedMealPlan = (typeof PRICED_MEAL_PLANS)[number];

/** Rupees per person per night for one meal plan. */
export interface MealPrice {
  adult: number;
  child: number;
}

/** A room's meal plans: rupees per adult and per child per night; a plan left out is not offered. */
export type MealPlanPrices = Partial<Record<PricedMealPlan, MealPrice>>;

/**
 * How an extra's price counts: once for the trip (`per-stay`), per night of the trip, per guest,
 * per guest per night, or per item (the quantity asked).
 */
export const EXTRA_UNITS = ['per-stay', 'per-night', 'per-guest', 'per-guest-per-night', 'per-item'] as const;
export type ExtraUnit = (typeof EXTRA_UNITS)[number];

/** The statuses a trip reads as, from its lines (`tripStatus`). */
export const TRIP_STATUSES = ['enquiry', 'held', 'confirmed', 'checked-in', 'checked-out', 'cancelled'] as const;
export type TripStatus = (typeof TRIP_STATUSES)[number];

/** How far along each line status is; the trip takes the furthest of its live lines. */
const PROGRESS: Record<string, number> = {
  enquiry: 0,
  blocked: 1,
  held: 1,
  confirmed: 2,
  'checked-in': 3,
  'checked-out': 4,
  completed: 4,
};

/**
 * A trip's status, derived on read from its lines' statuses: the furthest of its live lines
 * (enquiry < held < confirmed < checked-in < checked-out; a block reads as held, 'completed' as
 * checked-out); cancelled when every line is cancelled or a no-show, or when it has no line.
 */
export function tripStatus(lineStatuses: readonly string[]): TripStatus {
  let best = -1;
  for (const s of lineStatuses) if (s in PROGRESS) best = Math.max(best, PROGRESS[s]);
  if (best < 0) return 'cancelled';
  return (['enquiry', 'held', 'confirmed', 'checked-in', 'checked-out'] as const)[best];
}
