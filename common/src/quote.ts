/**
 * The price of a stay, a rental or a tour seat booking: one pure function for the client (live
 * quote on the enquiry form) and the server (the snapshot stored on a reservation).
 *
 * Dates are IST calendar dates as 'YYYY-MM-DD' strings. The arithmetic below works on date-only
 * values in UTC (no clock, no local time zone, no DST), so it is exact wherever it runs.
 * Money is whole rupees. The weekend rule is ADR 007:
 * rooms: Friday and Saturday nights; vehicles and tours: Saturdays and Sundays.
 */
import { PEOPLE_MAX, PEOPLE_MIN } from './constants';
import { weekendPrice, type WeekendPricingStatus } from './pricing';
import { isIsoDate } from './time';
import type { ItemKind } from './kinds';

/** Longest stay or rental one reservation may cover, in nights (rooms) or days (vehicles). */
export const MAX_NIGHTS = 30;

const DAY_MS = 86_400_000;

/** Thrown by the date helpers and `quote` for inputs they cannot price; `field` names the culprit. */
export class QuoteInputError extends RangeError {
  override name = 'QuoteInputError';
  readonly field: 'checkIn' | 'checkOut' | 'guests' | 'price';
  constructor(field: QuoteInputError['field'], message: string) {
    super(message);
    this.field = field;
  }
}

/** Milliseconds since the epoch of the date at 00:00 UTC; throws for anything but a real 'YYYY-MM-DD'. */
function utcMs(date: string, field: QuoteInputError['field'] = 'checkIn'): number {
  if (typeof date !== 'string' || !isIsoDate(date)) {
    throw new QuoteInputError(field, `${field}: "${String(date)}" is not a real calendar date (YYYY-MM-DD)`);
  }
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

const fromUtcMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The calendar date `n` days after `date` (before it when `n` is negative). */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`addDays: ${n} is not a whole number of days`);
  return fromUtcMs(utcMs(date) + n * DAY_MS);
}

/** Nights (or rental days) from `checkIn` to `checkOut`: 1 for consecutive dates; negative when reversed. */
export function nightsBetween(checkIn: string, checkOut: string): number {
  return Math.round((utcMs(checkOut, 'checkOut') - utcMs(checkIn, 'checkIn')) / DAY_MS);
}

/**
 * Every date in `[checkIn, checkOut)`: the nights of a stay, the days of a rental.
 * Empty when the dates are equal; throws `QuoteInputError` when `checkOut` is before `checkIn`.
 */
export function eachDate(checkIn: string, checkOut: string): string[] {
  const n = nightsBetween(checkIn, checkOut);
  if (n < 0) throw new QuoteInputError('checkOut', `checkOut ${checkOut} is before checkIn ${checkIn}`);
  const start = utcMs(checkIn);
  return Array.from({ length: n }, (_, i) => fromUtcMs(start + i * DAY_MS));
}

/** Day of the week of a calendar date: 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: string): number {
  return new Date(utcMs(date)).getUTCDay();
}

/**
 * True when `date` carries the weekend surcharge for `kind` (ADR 007): for rooms, `date` is a night
 * (the night starting that evening) and Friday and Saturday nights count; for vehicles and tours,
 * `date` is a rental day or a departure day and Saturdays and Sundays count.
 */
export function isWeekendNight(date: string, kind: ItemKind): boolean {
  const d = dayOfWeek(date);
  return kind === 'room' ? d === 5 || d === 6 : d === 6 || d === 0;
}

/** One priced date, whole rupees. `price = base + surcharge`. */
export interface QuoteLine {
  /** 'YYYY-MM-DD' (IST): the night (rooms), the rental day (vehicles), the departure date (tours). */
  date: string;
  /** Listed price for the date: per night or day, or per person × guests for tours. */
  base: number;
  /** Weekend surcharge; 0 on weekdays or when weekend pricing is inactive. */
  surcharge: number;
  price: number;
}

interface QuoteCommon {
  /** The item's listed price in rupees per night, day or person. */
  unitPrice: number;
  guests: number;
  /** The weekend percentage applied on weekend dates; 0 when weekend pricing is inactive. */
  weekendPercentage: number;
  /** Sum of the lines' `price`, whole rupees. */
  total: number;
}

/**
 * A quote in whole rupees, by IST calendar date. Rooms are priced per night per room, vehicles per
 * rental day per vehicle (the number of guests does not change either), tours per person on the
 * departure date (one line, `base = unitPrice × guests`).
 */
export type Quote =
  | (QuoteCommon & { kind: 'room'; unit: 'night'; nights: QuoteLine[] })
  | (QuoteCommon & { kind: 'vehicle'; unit: 'day'; days: QuoteLine[] })
  | (QuoteCommon & { kind: 'tour'; unit: 'person'; days: QuoteLine[] });

export interface QuoteRequest {
  kind: ItemKind;
  /** Rooms: first night; vehicles: first rental day; tours: departure date. */
  checkIn: string;
  /** Rooms and vehicles: the day after the last night / rental day. Tours: absent. */
  checkOut?: string | null;
  /** Persons, 1–50. */
  guests: number;
}

/**
 * Price a reservation (rooms: nights `[checkIn, checkOut)`; vehicles: rental days
 * `[checkIn, checkOut)`; tours: `checkIn` is the departure, price per person × guests).
 * Weekend pricing, when active with a positive percentage, surcharges the weekend dates of
 * `isWeekendNight` with `weekendPrice` (per person for tours). The current status is applied to
 * every date of the range: the quote is a snapshot, not a forecast of future toggles.
 * @throws QuoteInputError for unreal dates, `checkOut <= checkIn`, more than MAX_NIGHTS, a tour
 * with a `checkOut`, guests outside 1–50, or a price that is not a whole non-negative number.
 */
export function quote(item: { price: number }, request: QuoteRequest, weekendStatus: WeekendPricingStatus): Quote {
  const { kind, checkIn, guests } = request;
  const unitPrice = item.price;
  if (!Number.isInteger(unitPrice) || unitPrice < 0) {
    throw new QuoteInputError('price', `price: ${unitPrice} is not a whole non-negative number of rupees`);
  }
  if (!Number.isInteger(guests) || guests < PEOPLE_MIN || guests > PEOPLE_MAX) {
    throw new QuoteInputError('guests', `guests: ${guests} is not a whole number from ${PEOPLE_MIN} to ${PEOPLE_MAX}`);
  }
  const pct = weekendStatus.isActive && weekendStatus.percentageIncrease > 0 ? weekendStatus.percentageIncrease : 0;
  const line = (date: string, persons: number): QuoteLine => {
    const base = unitPrice * persons;
    const price = pct > 0 && isWeekendNight(date, kind) ? weekendPrice(unitPrice, pct) * persons : base;
    return { date, base, surcharge: price - base, price };
  };
  const sum = (lines: QuoteLine[]) => lines.reduce((t, l) => t + l.price, 0);
  const common = { unitPrice, guests, weekendPercentage: pct };

  if (kind === 'tour') {
    const checkOut = request.checkOut;
    if (checkOut !== undefined && checkOut !== null && checkOut !== '') {
      throw new QuoteInputError('checkOut', 'checkOut: a tour has only a departure date (checkIn)');
    }
    utcMs(checkIn, 'checkIn');
    const days = [line(checkIn, guests)];
    return { ...common, kind, unit: 'person', days, total: sum(days) };
  }

  if (!request.checkOut) throw new QuoteInputError('checkOut', 'checkOut: required for rooms and vehicles');
  const n = nightsBetween(checkIn, request.checkOut);
  if (n < 1) throw new QuoteInputError('checkOut', `checkOut ${request.checkOut} must be after checkIn ${checkIn}`);
  if (n > MAX_NIGHTS) throw new QuoteInputError('checkOut', `checkOut: at most ${MAX_NIGHTS} ${kind === 'room' ? 'nights' : 'days'} (got ${n})`);
  const lines = eachDate(checkIn, request.checkOut).map((d) => line(d, 1));
  return kind === 'room'
    ? { ...common, kind, unit: 'night', nights: lines, total: sum(lines) }
    : { ...common, kind, unit: 'day', days: lines, total: sum(lines) };
}
