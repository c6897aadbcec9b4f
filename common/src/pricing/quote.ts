/**
 * The price of a stay, a rental or a tour seat booking: one pure function for the client (live
 * quote on the enquiry form) and the server (the snapshot stored on a reservation).
 *
 * Dates are IST calendar dates as 'YYYY-MM-DD' strings. The arithmetic below works on date-only
 * values in UTC (no clock, no local time zone, no DST), so it is exact wherever it runs.
 * Money is whole rupees. The weekend rule is ADR 007 (`isSurcharged`):
 * rooms: Friday and Saturday nights; vehicles and tours: Saturdays and Sundays.
 */
import type { z } from 'zod';
import { PEOPLE_MAX, PEOPLE_MIN } from '../constants';
import type { ItemKind } from '../kinds';
import type { quoteLineSchema, quoteSchema } from '../schemas/quote-record';
import { dayOfWeek, eachDate, MAX_NIGHTS, nightsBetween, QuoteInputError, utcMs } from './dates';
import {
  adjustPrice,
  nonRefundableRule,
  priceRuleOn,
  ratesFor,
  stayRuleIssue,
  type RatePeriodRule,
  type StayRuleItem,
} from './rates';
import { quoteReason } from './quote-reasons';
import { activeWeekendPercentage, weekendPrice, type WeekendPricingStatus } from './weekend';

export { MAX_NIGHTS, QuoteInputError, addDays, dayOfWeek, eachDate, nightsBetween } from './dates';

/**
 * What a priced date is, for the weekend rule: an item kind for the dates of a quote (a room's
 * night, a vehicle's rental day, a tour's departure), or 'listed' for the day on which a listed
 * price is shown (the price of the day on cards and detail pages, whatever the kind).
 */
export type SurchargeKind = ItemKind | 'listed';

/**
 * The one weekend rule (ADR 007): true when the IST calendar date `date` ('YYYY-MM-DD') carries
 * the weekend surcharge for `kind`. Rooms: `date` names the night starting that evening, and
 * Friday and Saturday nights count. Vehicles and tours (a rental day, a departure day) and
 * 'listed' (the day a listed price is shown, ADR 007 consequences): Saturdays and Sundays.
 * @throws QuoteInputError when `date` is not a real calendar date
 */
export function isSurcharged(kind: SurchargeKind, date: string): boolean {
  return surchargedWeekday(kind, dayOfWeek(date));
}

/** `isSurcharged` by day of the week (0 = Sunday … 6 = Saturday). */
const surchargedWeekday = (kind: SurchargeKind, d: number) =>
  kind === 'room' ? d === 5 || d === 6 : d === 6 || d === 0;

/** One priced date, whole rupees. `price = base + surcharge + extraGuests`. */
export type QuoteLine = z.output<typeof quoteLineSchema>;

/**
 * A quote in whole rupees, by IST calendar date. Rooms are priced per night per room (plus extra
 * guests over the room's base occupancy), vehicles per rental day per vehicle, tours per person on
 * the departure date (one line, `base = person's price × guests`). `available` is false, with the
 * `reason`, when a stay rule or the guest capacity refuses the stay (the price is still given).
 * Its schema is `quoteSchema`.
 */
export type Quote = z.output<typeof quoteSchema>;

export interface QuoteRequest {
  kind: ItemKind;
  /** Rooms: first night; vehicles: first rental day; tours: departure date. */
  checkIn: string;
  /** Rooms and vehicles: the day after the last night / rental day. Tours: absent. */
  checkOut?: string | null;
  /** Persons, 1–50. */
  guests: number;
}

/** What the quote reads of an item; every field but `price` is optional (see `quoteItem`). */
export interface QuoteItem extends StayRuleItem {
  /** The item's id, so its own rate periods apply; without it only kind-wide periods do. */
  id?: string;
  /** Base price, whole rupees per night, rental day or person. */
  price: number;
  /** Rooms: guests included in the price (default: `guestLimit`, or everyone when unknown). */
  baseOccupancy?: number | null;
  /** Rooms: rupees per guest over `baseOccupancy`, per night (default 0). */
  extraGuestPrice?: number | null;
}

/** What else a quote may take into account. */
export interface QuoteOptions {
  /** Rate periods (any kinds and items: those of the item and its kind are used). */
  periods?: readonly RatePeriodRule[];
  /** Today in IST ('YYYY-MM-DD'), for a tour's booking cut-off; without it the cut-off is not checked. */
  today?: string;
}

/**
 * Price a reservation (rooms: nights `[checkIn, checkOut)`; vehicles: rental days
 * `[checkIn, checkOut)`; tours: `checkIn` is the departure, price per person × guests).
 * Each date: the item's base price under the rate period that prices it (`priceRuleOn`: item over
 * kind-wide, shorter over longer, newer over older; the line names it as `rule`), then the weekend
 * surcharge on top when weekend pricing is active (`isSurcharged` dates, `weekendPrice`, rounded
 * per night, per person for tours), then for rooms `extraGuests` = guests over the base occupancy
 * × `extraGuestPrice` (not surcharged). The current weekend status applies to every date: the
 * quote is a snapshot, not a forecast of future toggles. The stay rules (`stayRuleIssue` in
 * ./rates.ts) and the guest capacity set `available` and `reason` (English message, code, params);
 * a period marked non-refundable on one of the dates is named as `nonRefundable` (`nonRefundableRule`).
 * @throws QuoteInputError for unreal dates, `checkOut <= checkIn`, more than MAX_NIGHTS, a tour
 * with a `checkOut`, guests outside 1–50, or a price that is not a whole non-negative number.
 */
export function quote(
  item: QuoteItem,
  request: QuoteRequest,
  weekendStatus: WeekendPricingStatus,
  options: QuoteOptions = {},
): Quote {
  const { kind, checkIn, guests } = request;
  const unitPrice = item.price;
  if (!Number.isInteger(unitPrice) || unitPrice < 0) {
    throw new QuoteInputError('price', `price: ${unitPrice} is not a whole non-negative number of rupees`);
  }
  if (!Number.isInteger(guests) || guests < PEOPLE_MIN || guests > PEOPLE_MAX) {
    throw new QuoteInputError('guests', `guests: ${guests} is not a whole number from ${PEOPLE_MIN} to ${PEOPLE_MAX}`);
  }
  const pct = activeWeekendPercentage(weekendStatus);
  const common = { unitPrice, guests, weekendPercentage: pct };

  let checkOut: string | null = null;
  let dates: string[];
  if (kind === 'tour') {
    if (request.checkOut !== undefined && request.checkOut !== null && request.checkOut !== '') {
      throw new QuoteInputError('checkOut', 'checkOut: a tour has only a departure date (checkIn)');
    }
    utcMs(checkIn, 'checkIn');
    dates = [checkIn];
  } else {
    if (!request.checkOut) throw new QuoteInputError('checkOut', 'checkOut: required for rooms and vehicles');
    checkOut = request.checkOut;
    const n = nightsBetween(checkIn, checkOut);
    if (n < 1) throw new QuoteInputError('checkOut', `checkOut ${checkOut} must be after checkIn ${checkIn}`);
    if (n > MAX_NIGHTS)
      throw new QuoteInputError(
        'checkOut',
        `checkOut: at most ${MAX_NIGHTS} ${kind === 'room' ? 'nights' : 'days'} (got ${n})`,
      );
    dates = eachDate(checkIn, checkOut);
  }

  const rules = options.periods?.length
    ? ratesFor(options.periods, kind, item.id, { from: checkIn, to: checkOut ?? checkIn })
    : [];
  const persons = kind === 'tour' ? guests : 1;
  const extraGuests = kind === 'room' ? extraGuestCharge(item, guests) : 0;
  const firstWeekday = dayOfWeek(checkIn);
  const lines = dates.map((date, i): QuoteLine => {
    const weekday = (firstWeekday + i) % 7;
    const rule = rules.length ? priceRuleOn(rules, date, weekday) : null;
    const each = adjustPrice(unitPrice, rule?.adjustment);
    const surcharged = pct > 0 && surchargedWeekday(kind, weekday) ? weekendPrice(each, pct) : each;
    const base = each * persons;
    const surcharge = (surcharged - each) * persons;
    return {
      date,
      base,
      surcharge,
      extraGuests,
      price: base + surcharge + extraGuests,
      rule: rule && { _id: rule._id, name: rule.name },
    };
  });
  const issue = stayRuleIssue(kind, item, rules, { checkIn, checkOut, guests }, options.today, dates);
  const refusal = nonRefundableRule(rules, dates);
  const verdict = {
    available: !issue,
    reason: issue && quoteReason(kind, issue),
    nonRefundable: refusal && { _id: refusal._id, name: refusal.name },
  };
  const total = lines.reduce((t, l) => t + l.price, 0);
  if (kind === 'room') return { ...common, kind, unit: 'night', nights: lines, total, ...verdict };
  if (kind === 'vehicle') return { ...common, kind, unit: 'day', days: lines, total, ...verdict };
  return { ...common, kind, unit: 'person', days: lines, total, ...verdict };
}

/** Rooms: rupees per night for the guests over the base occupancy (default: the room's guest limit; none when unknown). */
export function extraGuestCharge(
  item: Pick<QuoteItem, 'baseOccupancy' | 'extraGuestPrice' | 'guestLimit'>,
  guests: number,
): number {
  const price = item.extraGuestPrice ?? 0;
  const included = item.baseOccupancy ?? item.guestLimit ?? null;
  if (!price || included === null) return 0;
  return Math.max(0, guests - included) * price;
}

/** The dates of a quote: its nights (rooms) or days (vehicles, tours). */
export const quoteLines = (q: Quote): QuoteLine[] => (q.kind === 'room' ? q.nights : q.days);

/**
 * A stored quote in the current shape: snapshots taken before rate periods lack the lines' `rule`
 * and `extraGuests` and the quote's `available` and `reason`; they read as no rule, no extra
 * guests, available. Current quotes are returned as they are.
 */
export function withQuoteDefaults<Q extends Quote | null>(q: Q): Q {
  if (!q || ('available' in q && q.available !== undefined)) return q;
  const fill = (l: QuoteLine): QuoteLine => ({ ...l, extraGuests: l.extraGuests ?? 0, rule: l.rule ?? null });
  const out = { ...q, available: true, reason: null } as Quote;
  if (out.kind === 'room') out.nights = out.nights.map(fill);
  else out.days = out.days.map(fill);
  return out as Q;
}
