/**
 * Rate periods: the owner's seasonal prices and stay rules (docs/decisions/016-rate-periods.md).
 * One place for each rule, used by `quote()` (./quote.ts) on the client and the server:
 * - which period prices a night or day (`priceRuleOn`): an item's own period beats a kind-wide
 *   one; at the same level the shorter period wins; then the newer one;
 * - what it costs (`adjustPrice`): a percentage of the item's base price or a fixed price;
 * - the minimum stay (`minimumStay`): the largest `minNights` of the periods the stay touches;
 * - whether a stay may start or end on a date (`closedToArrival`, `closedToDeparture`);
 * - the first stay rule a stay breaks (`stayRuleIssue`) and the nearest stay that keeps them all
 *   (`suggestStay`).
 * Dates are IST calendar dates 'YYYY-MM-DD'; a night (rooms) or day (vehicles, tour departures)
 * belongs to a period when its date lies in [startDate, endDate] (both included) and, when the
 * period names `weekdays`, its day of the week (0 = Sunday … 6 = Saturday) is one of them.
 * Money is whole rupees.
 */
import type { ItemKind } from '../kinds';
import { addDays, dayNumber, eachDate, nightsBetween, weekdayOf } from './dates';

/** How a period changes the price: a percentage of the base price (−90 … +500) or a fixed price (rupees, 1 … 10,00,000). */
export interface RateAdjustment {
  type: 'percent' | 'fixed';
  value: number;
}

/** A rate period as the rules read it (the record `RatePeriod` has these fields and more). */
export interface RatePeriodRule {
  _id: string;
  name: string;
  kind: ItemKind;
  /** One item, or null for every item of `kind`. */
  itemId: string | null;
  /** First and last date of the period (IST, both included). */
  startDate: string;
  endDate: string;
  /** Days of the week it applies on (0 = Sunday … 6 = Saturday); null or absent: every day. */
  weekdays?: readonly number[] | null;
  /** The price of a matching night/day/person; null: the period sets only stay rules. */
  adjustment?: RateAdjustment | null;
  /** Rooms: nights, vehicles: days. A stay touching a matching date must be at least this long. */
  minNights?: number | null;
  /** No check-in (tours: no departure booked) on a matching date. */
  closedToArrival?: boolean;
  /** No check-out on a matching date. */
  closedToDeparture?: boolean;
  /** A stay (rental, departure) touching a matching date is non-refundable, whatever the item's policy. */
  nonRefundable?: boolean;
  /** ISO instant the period was created: among equals, the newer one prices the night. */
  createdAt: string;
}

/** Longest period, in days from start to end (both included). */
export const RATE_PERIOD_MAX_DAYS = 550;
/** Percent adjustment limits. */
export const RATE_PERCENT_MIN = -90;
export const RATE_PERCENT_MAX = 500;
/** Fixed price limits, whole rupees. */
export const RATE_FIXED_MIN = 1;
export const RATE_FIXED_MAX = 1_000_000;
/** minNights limits (rooms: nights, vehicles: days). */
export const RATE_MIN_NIGHTS_MAX = 30;

/** True when `p` applies on `date` (IST): within its dates (both included) and on one of its weekdays. `weekday` may be given to save the lookup. */
export function periodApplies(p: RatePeriodRule, date: string, weekday: number = weekdayOf(date)): boolean {
  return (
    p.startDate <= date && date <= p.endDate && (!p.weekdays || p.weekdays.length === 0 || p.weekdays.includes(weekday))
  );
}

/** Days a period spans, both ends included (its dates are those of a validated period). */
export const periodDays = (p: Pick<RatePeriodRule, 'startDate' | 'endDate'>) =>
  dayNumber(p.endDate) - dayNumber(p.startDate) + 1;

// The span of each period object, counted once: periods are sorted for every quote.
const spans = new WeakMap<RatePeriodRule, number>();
const spanOf = (p: RatePeriodRule) => {
  let days = spans.get(p);
  if (days === undefined) spans.set(p, (days = periodDays(p)));
  return days;
};

/**
 * The precedence of two periods for pricing: negative when `a` wins. Item over kind-wide, then
 * the shorter period, then the newer (`createdAt`), then `_id` so the order is total.
 */
export function comparePrecedence(a: RatePeriodRule, b: RatePeriodRule): number {
  const level = Number(b.itemId !== null) - Number(a.itemId !== null);
  if (level) return level;
  const span = spanOf(a) - spanOf(b);
  if (span) return span;
  if (a.createdAt !== b.createdAt) return a.createdAt > b.createdAt ? -1 : 1;
  return a._id < b._id ? -1 : a._id > b._id ? 1 : 0;
}

/**
 * The periods that can concern `itemId` of `kind` (its own and the kind-wide ones), optionally
 * only those overlapping [from, to], in precedence order (`comparePrecedence`).
 */
export function ratesFor(
  periods: readonly RatePeriodRule[],
  kind: ItemKind,
  itemId: string | null | undefined,
  range?: { from: string; to: string },
): RatePeriodRule[] {
  return periods
    .filter(
      (p) =>
        p.kind === kind &&
        (p.itemId === null || p.itemId === itemId) &&
        (!range || (p.startDate <= range.to && p.endDate >= range.from)),
    )
    .sort(comparePrecedence);
}

/**
 * The period that prices `date`: the first of `rules` (in precedence order, see `ratesFor`) with
 * an adjustment that applies on it; null when none does (the item's base price).
 */
export function priceRuleOn(
  rules: readonly RatePeriodRule[],
  date: string,
  weekday: number = weekdayOf(date),
): RatePeriodRule | null {
  for (const p of rules) if (p.adjustment && periodApplies(p, date, weekday)) return p;
  return null;
}

/**
 * The non-refundable period a stay falls in (issue 37): the first of `rules` (precedence order, see
 * `ratesFor`) marked `nonRefundable` that applies on one of `dates` (the quote's nights, rental
 * days or departure); null when the item's own cancellation policy holds.
 */
export function nonRefundableRule(rules: readonly RatePeriodRule[], dates: readonly string[]): RatePeriodRule | null {
  return rules.find((p) => p.nonRefundable && dates.some((d) => periodApplies(p, d))) ?? null;
}

/**
 * A base price under an adjustment, whole rupees: percent → `Math.round(base × (1 + value/100))`
 * (never below 0), fixed → `value`; no adjustment → `base`. E.g. (2000, +40 %) → 2800.
 */
export function adjustPrice(base: number, adjustment: RateAdjustment | null | undefined): number {
  if (!adjustment) return base;
  if (adjustment.type === 'fixed') return adjustment.value;
  return Math.max(0, Math.round(base * (1 + adjustment.value / 100)));
}

/**
 * The one minimum-stay rule: the largest of the minimums `minOn` gives the nights/days `dates`
 * (null: none), with the first date that asks for it; `itemMinimum` (a vehicle's own minimum
 * rental, days) counts too, without a date. Null when nothing asks for more than 1.
 */
export function largestMinimum(
  dates: readonly string[],
  minOn: (date: string) => number | null | undefined,
  itemMinimum = 1,
): { count: number; date: string | null } | null {
  let best: { count: number; date: string | null } = { count: Math.max(1, itemMinimum), date: null };
  for (const date of dates) {
    const min = minOn(date);
    if (min && min > best.count) best = { count: min, date };
  }
  return best.count > 1 ? best : null;
}

/** The largest `minNights` of the periods that apply on `date`, or null. */
function periodsMinimumOn(rules: readonly RatePeriodRule[], date: string): number | null {
  if (rules.length === 0) return null;
  const weekday = weekdayOf(date);
  let min: number | null = null;
  for (const p of rules)
    if (p.minNights && (min === null || p.minNights > min) && periodApplies(p, date, weekday)) min = p.minNights;
  return min;
}

/**
 * The minimum stay of the nights/days `dates` under rate periods: the largest `minNights` among the
 * periods that apply on one of them (`largestMinimum`).
 */
export function minimumStay(
  rules: readonly RatePeriodRule[],
  dates: readonly string[],
  itemMinimum = 1,
): { count: number; date: string | null } | null {
  return largestMinimum(dates, (date) => periodsMinimumOn(rules, date), itemMinimum);
}

/** The first period closing `date` to arrivals (or departures), or null. */
export function closedOn(
  rules: readonly RatePeriodRule[],
  date: string,
  which: 'closedToArrival' | 'closedToDeparture',
): RatePeriodRule | null {
  if (rules.length === 0) return null;
  const weekday = weekdayOf(date);
  for (const p of rules) if (p[which] && periodApplies(p, date, weekday)) return p;
  return null;
}

/**
 * The stay rules of each date, wherever they come from: rate periods (`ratesFor`), or the per-day
 * answer of `GET /api/rates/calendar` that a date picker holds (`calendarStayRules`).
 */
export interface StayRules {
  /** The minimum stay of a stay touching `date` (nights or days), or null. */
  minNightsOn(date: string): number | null;
  closedToArrival(date: string): boolean;
  closedToDeparture(date: string): boolean;
}

/**
 * The stay rules of rate periods (in precedence order, see `ratesFor`). Each rule looks only at the
 * periods that set it (most periods only set a price).
 */
export function periodStayRules(rules: readonly RatePeriodRule[]): StayRules {
  const minimums = rules.filter((p) => p.minNights);
  const arrivals = rules.filter((p) => p.closedToArrival);
  const departures = rules.filter((p) => p.closedToDeparture);
  return {
    minNightsOn: (date) => periodsMinimumOn(minimums, date),
    closedToArrival: (date) => closedOn(arrivals, date, 'closedToArrival') !== null,
    closedToDeparture: (date) => closedOn(departures, date, 'closedToDeparture') !== null,
  };
}

/** One day's stay rules as the rate calendar gives them. */
export interface DayStayRules {
  minNights: number | null;
  closedToArrival: boolean;
  closedToDeparture: boolean;
}

/** The stay rules of rate-calendar days by date; a date not in `days` has none. */
export function calendarStayRules(days: ReadonlyMap<string, DayStayRules>): StayRules {
  return {
    minNightsOn: (date) => days.get(date)?.minNights ?? null,
    closedToArrival: (date) => days.get(date)?.closedToArrival ?? false,
    closedToDeparture: (date) => days.get(date)?.closedToDeparture ?? false,
  };
}

const asStayRules = (rules: readonly RatePeriodRule[] | StayRules): StayRules =>
  Array.isArray(rules) ? periodStayRules(rules as readonly RatePeriodRule[]) : (rules as StayRules);

/** Why a quote says a stay cannot be booked: the stay rules and the guest capacity. */
export const QUOTE_REASON_CODES = [
  'min-nights',
  'closed-to-arrival',
  'closed-to-departure',
  'below-min-persons',
  'past-cutoff',
  'room-guests',
  'departure-seats',
  'vehicle-seats',
  'sold-out',
  // A park safari on a shift the park is closed (issue 39); the message is the closure's own sentence.
  'park-closed',
] as const;
export type QuoteReasonCode = (typeof QUOTE_REASON_CODES)[number];

/** The refusal of more guests than an item of each kind takes. */
const GUESTS_OVER = { room: 'room-guests', tour: 'departure-seats', vehicle: 'vehicle-seats' } as const;

/** A refusal as code and parameters: `date` an IST date it names, `count` nights, days, persons or guests. */
export interface StayRuleIssue {
  code: QuoteReasonCode;
  params: { date?: string; count?: number };
}

/** What the stay rules read of an item (see `QuoteItem` in ./quote.ts). */
export interface StayRuleItem {
  /** Rooms: guests one room takes, tours: seats per departure, vehicles: seats (null: no limit known). */
  guestLimit?: number | null;
  /** Tours: fewest persons a booking takes (default 1). */
  minPersons?: number | null;
  /** Tours: no booking for a departure closer than this many days (default 0). */
  bookingCutoffDays?: number | null;
  /** Vehicles: the item's own minimum rental, days (default 1). */
  minimumDays?: number | null;
}

/**
 * The first rule the stay breaks, or null: guests over capacity, then a closed arrival, a closed
 * departure, the minimum stay (rooms, vehicles); for tours persons under `minPersons` and a
 * departure within the booking cut-off of `today` (skipped without `today`).
 * @param source the item's periods in precedence order (`ratesFor`), or per-day rules (`calendarStayRules`)
 * @param stay rooms/vehicles: `checkOut` after `checkIn`; tours: `checkIn` is the departure
 * @param nights the stay's nights/days (`eachDate(checkIn, checkOut)`) when the caller has them
 */
export function stayRuleIssue(
  kind: ItemKind,
  item: StayRuleItem,
  source: readonly RatePeriodRule[] | StayRules,
  stay: { checkIn: string; checkOut?: string | null; guests: number },
  today?: string,
  nights?: readonly string[],
): StayRuleIssue | null {
  const rules = asStayRules(source);
  const limit = item.guestLimit;
  if (limit != null && stay.guests > limit) return { code: GUESTS_OVER[kind], params: { count: limit } };
  if (rules.closedToArrival(stay.checkIn)) return { code: 'closed-to-arrival', params: { date: stay.checkIn } };
  if (kind === 'tour') {
    const minPersons = item.minPersons ?? 1;
    if (stay.guests < minPersons) return { code: 'below-min-persons', params: { count: minPersons } };
    const cutoff = item.bookingCutoffDays ?? 0;
    if (today && cutoff > 0 && nightsBetween(today, stay.checkIn) < cutoff)
      return { code: 'past-cutoff', params: { date: stay.checkIn, count: cutoff } };
    return null;
  }
  if (!stay.checkOut) return null;
  if (rules.closedToDeparture(stay.checkOut)) return { code: 'closed-to-departure', params: { date: stay.checkOut } };
  const dates = nights ?? eachDate(stay.checkIn, stay.checkOut);
  const min = largestMinimum(dates, rules.minNightsOn, kind === 'vehicle' ? (item.minimumDays ?? 1) : 1);
  if (min && dates.length < min.count)
    return { code: 'min-nights', params: min.date ? { date: min.date, count: min.count } : { count: min.count } };
  return null;
}

/**
 * The nearest stay (rooms, vehicles) that keeps every stay rule, for "Book 3 nights: 25–28 Dec":
 * first the same check-in with more nights, then check-ins moved by 1…7 days (earlier first) with
 * at least as many nights; never before `today` when given, at most `maxNights`. Null when the
 * stay already keeps them, or nothing within those bounds does, or the refusal is about guests.
 */
export function suggestStay(
  kind: ItemKind,
  item: StayRuleItem,
  source: readonly RatePeriodRule[] | StayRules,
  stay: { checkIn: string; checkOut: string; guests: number },
  maxNights: number,
  today?: string,
): { checkIn: string; checkOut: string } | null {
  if (kind === 'tour') return null;
  const rules = asStayRules(source);
  const issue = stayRuleIssue(kind, item, rules, stay, today);
  if (!issue || issue.code === GUESTS_OVER[kind]) return null;
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  const shifts = [0];
  for (let s = 1; s <= 7; s++) shifts.push(-s, s);
  let best: { checkIn: string; checkOut: string; cost: number } | null = null;
  for (const shift of shifts) {
    const checkIn = addDays(stay.checkIn, shift);
    if (today && checkIn < today) continue;
    for (let n = nights; n <= maxNights; n++) {
      const cost = Math.abs(shift) + (n - nights);
      if (best && cost >= best.cost) break;
      const checkOut = addDays(checkIn, n);
      if (!stayRuleIssue(kind, item, rules, { checkIn, checkOut, guests: stay.guests }, today)) {
        best = { checkIn, checkOut, cost };
        break;
      }
    }
  }
  return best && { checkIn: best.checkIn, checkOut: best.checkOut };
}

/**
 * A vehicle's minimum rental in days from its free-text `rentalTerms.minimumRental`: the first
 * whole number when the text counts days ('2 days', '3', 'Minimum 2 days'); 1 for hours, half
 * days or text without a number.
 */
export function minimumRentalDays(text: string | null | undefined): number {
  const t = (text ?? '').toLowerCase();
  if (/hour|hr\b|half/.test(t)) return 1;
  const m = /(\d+)/.exec(t);
  const n = m ? Number(m[1]) : 1;
  return Number.isInteger(n) && n >= 1 && n <= RATE_MIN_NIGHTS_MAX ? n : 1;
}
