import { describe, expect, it } from 'vitest';
import { quote, quoteLines, withQuoteDefaults, type Quote } from '../src/pricing/quote';
import { quoteItem } from '../src/pricing/quote-item';
import { formatIssue } from '../src/i18n/validation-codes';
import { VALIDATION_HI } from '../src/i18n/validation-hi';
import { reasonIssue } from '../src/pricing/quote-reasons';
import {
  adjustPrice,
  calendarStayRules,
  closedOn,
  comparePrecedence,
  minimumRentalDays,
  minimumStay,
  priceRuleOn,
  ratesFor,
  stayRuleIssue,
  suggestStay,
  type RatePeriodRule,
} from '../src/pricing/rates';
import { addDays, dayOfWeek, eachDate, nightsBetween, weekdayOf } from '../src/pricing/dates';
import { rateInputSchema } from '../src/schemas/rates';
import { fieldErrors } from '../src/schemas/fields';

// Every date is given: 2026-12-25 is a Friday, 2026-12-26 a Saturday, 2027-01-01 a Friday.
const ROOM_ID = '11111111-1111-4111-8111-111111111111';
const OTHER_ID = '22222222-2222-4222-8222-222222222222';
const OFF = { isActive: false, percentageIncrease: 25 };
const ON = { isActive: true, percentageIncrease: 25 };

let n = 0;
/** A period of rooms, every item, every day, created in order (later ones newer). */
function period(p: Partial<RatePeriodRule> & Pick<RatePeriodRule, 'startDate' | 'endDate'>): RatePeriodRule {
  n++;
  return {
    _id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name: `P${n}`,
    kind: 'room',
    itemId: null,
    weekdays: null,
    adjustment: null,
    minNights: null,
    closedToArrival: false,
    closedToDeparture: false,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    ...p,
  };
}
const room = { id: ROOM_ID, price: 2000 };
const stay = (checkIn: string, checkOut: string, guests = 2) => ({ kind: 'room' as const, checkIn, checkOut, guests });
const prices = (q: Quote) => quoteLines(q).map((l) => l.price);
const rules = (q: Quote) => quoteLines(q).map((l) => l.rule?.name ?? null);

describe('the date arithmetic the rules run on', () => {
  it('when dates are listed and their weekdays computed by arithmetic, then they match the calendar over leap years and year ends', () => {
    const dates = eachDate('2027-12-25', '2032-03-05');
    expect(dates).toHaveLength(nightsBetween('2027-12-25', '2032-03-05'));
    dates.forEach((d, i) => {
      expect(d).toBe(addDays('2027-12-25', i));
      expect(weekdayOf(d)).toBe(dayOfWeek(d));
    });
    expect(eachDate('2028-02-28', '2028-03-02')).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(eachDate('2100-02-28', '2100-03-01')).toEqual(['2100-02-28']);
  });
});

describe('rate periods: which rule prices a night', () => {
  it('when an item period and a kind-wide period cover a night, then the item period prices it, even if longer and older', () => {
    const own = period({
      name: 'Own',
      itemId: ROOM_ID,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      adjustment: { type: 'percent', value: 10 },
    });
    const all = period({
      name: 'All',
      startDate: '2026-12-24',
      endDate: '2026-12-26',
      adjustment: { type: 'percent', value: 50 },
    });
    const q = quote(room, stay('2026-12-24', '2026-12-25'), OFF, { periods: [all, own] });
    expect(rules(q)).toEqual(['Own']);
    expect(prices(q)).toEqual([2200]);
  });

  it('when two kind-wide periods cover a night, then the shorter one wins, newer or older', () => {
    const short = period({
      name: 'Diwali',
      startDate: '2026-11-07',
      endDate: '2026-11-09',
      adjustment: { type: 'percent', value: 60 },
    });
    const long = period({
      name: 'Winter',
      startDate: '2026-11-01',
      endDate: '2027-02-28',
      adjustment: { type: 'percent', value: 20 },
    });
    const q = quote(room, stay('2026-11-06', '2026-11-11'), OFF, { periods: [long, short] });
    expect(rules(q)).toEqual(['Winter', 'Diwali', 'Diwali', 'Diwali', 'Winter']);
    expect(prices(q)).toEqual([2400, 3200, 3200, 3200, 2400]);
  });

  it('when two periods of the same level and length cover a night, then the newer one wins', () => {
    const older = period({
      name: 'Older',
      startDate: '2026-12-20',
      endDate: '2026-12-27',
      adjustment: { type: 'fixed', value: 3000 },
    });
    const newer = period({
      name: 'Newer',
      startDate: '2026-12-21',
      endDate: '2026-12-28',
      adjustment: { type: 'fixed', value: 3500 },
    });
    expect(comparePrecedence(newer, older)).toBeLessThan(0);
    expect(rules(quote(room, stay('2026-12-21', '2026-12-22'), OFF, { periods: [older, newer] }))).toEqual(['Newer']);
    expect(rules(quote(room, stay('2026-12-20', '2026-12-21'), OFF, { periods: [older, newer] }))).toEqual(['Older']);
  });

  it("when another item's or another kind's period covers the night, then it is ignored", () => {
    const other = period({
      itemId: OTHER_ID,
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      adjustment: { type: 'percent', value: 90 },
    });
    const tours = period({
      kind: 'tour',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      adjustment: { type: 'percent', value: 90 },
    });
    expect(ratesFor([other, tours], 'room', ROOM_ID)).toEqual([]);
    expect(prices(quote(room, stay('2026-12-10', '2026-12-11'), OFF, { periods: [other, tours] }))).toEqual([2000]);
  });

  it('when a period sets only a stay rule, then it never prices a night', () => {
    const rule = period({ itemId: ROOM_ID, startDate: '2026-12-01', endDate: '2026-12-31', minNights: 2 });
    const price = period({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
      adjustment: { type: 'percent', value: 10 },
    });
    expect(priceRuleOn(ratesFor([rule, price], 'room', ROOM_ID), '2026-12-10')?.name).toBe(price.name);
  });
});

describe('rate periods: prices', () => {
  it('when a percent adjustment applies, then base × (1 + pct/100) rounded; a fixed one is the price', () => {
    expect(adjustPrice(2000, { type: 'percent', value: 40 })).toBe(2800);
    expect(adjustPrice(999, { type: 'percent', value: 15 })).toBe(1149);
    expect(adjustPrice(2000, { type: 'percent', value: -90 })).toBe(200);
    expect(adjustPrice(2000, { type: 'percent', value: 500 })).toBe(12000);
    expect(adjustPrice(2000, { type: 'fixed', value: 4500 })).toBe(4500);
    expect(adjustPrice(2000, null)).toBe(2000);
  });

  it('when a period names weekdays, then only those nights are priced by it', () => {
    const saturdays = period({
      name: 'Saturdays',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      weekdays: [6],
      adjustment: { type: 'fixed', value: 3000 },
    });
    const q = quote(room, stay('2026-12-24', '2026-12-28'), OFF, { periods: [saturdays] }); // Thu, Fri, Sat, Sun nights
    expect(prices(q)).toEqual([2000, 2000, 3000, 2000]);
    expect(q.total).toBe(9000);
  });

  it('when a stay crosses the first and last date of a period, then both are inside and the days around are not', () => {
    const xmas = period({
      name: 'Christmas week',
      startDate: '2026-12-24',
      endDate: '2026-12-31',
      adjustment: { type: 'percent', value: 40 },
    });
    const q = quote(room, stay('2026-12-23', '2026-12-25'), OFF, { periods: [xmas] });
    expect(rules(q)).toEqual([null, 'Christmas week']);
    const end = quote(room, stay('2026-12-31', '2027-01-02'), OFF, { periods: [xmas] });
    expect(rules(end)).toEqual(['Christmas week', null]);
    expect(prices(end)).toEqual([2800, 2000]);
  });

  it("when weekend pricing is on, then the surcharge applies on top of the period's price, rounded per night", () => {
    const xmas = period({
      name: 'Christmas week',
      startDate: '2026-12-24',
      endDate: '2026-12-31',
      adjustment: { type: 'percent', value: 40 },
    });
    const q = quote({ id: ROOM_ID, price: 1999 }, stay('2026-12-24', '2026-12-27'), ON, { periods: [xmas] }); // Thu, Fri, Sat
    const lines = quoteLines(q);
    expect(lines.map((l) => [l.base, l.surcharge, l.price])).toEqual([
      [2799, 0, 2799],
      [2799, 700, 3499],
      [2799, 700, 3499],
    ]);
    expect(q.total).toBe(2799 + 3499 + 3499);
  });

  it("when a tour departure is in a period, then the person's price is adjusted, surcharged and × persons", () => {
    const fair = period({
      kind: 'tour',
      name: 'Mahashivratri fair',
      startDate: '2027-03-05',
      endDate: '2027-03-07',
      adjustment: { type: 'fixed', value: 1200 },
    });
    const q = quote({ id: ROOM_ID, price: 800 }, { kind: 'tour', checkIn: '2027-03-06', guests: 3 }, ON, {
      periods: [fair],
    }); // a Saturday
    expect(quoteLines(q)).toEqual([
      {
        date: '2027-03-06',
        base: 3600,
        surcharge: 900,
        extraGuests: 0,
        price: 4500,
        rule: { _id: fair._id, name: 'Mahashivratri fair' },
      },
    ]);
  });

  it("when a stay crosses the new year, then each year's period prices its nights", () => {
    const nye = period({
      name: 'New Year',
      startDate: '2026-12-30',
      endDate: '2026-12-31',
      adjustment: { type: 'percent', value: 100 },
    });
    const jan = period({
      name: 'January',
      startDate: '2027-01-01',
      endDate: '2027-01-31',
      adjustment: { type: 'percent', value: -10 },
    });
    const q = quote(room, stay('2026-12-30', '2027-01-03'), OFF, { periods: [nye, jan] });
    expect(rules(q)).toEqual(['New Year', 'New Year', 'January', 'January']);
    expect(prices(q)).toEqual([4000, 4000, 1800, 1800]);
  });
});

describe('extra guests', () => {
  it('when more guests than the base occupancy stay, then each extra guest pays per night, not surcharged', () => {
    const item = quoteItem('room', {
      _id: ROOM_ID,
      price: 2000,
      specifications: { capacity: '4 guests' },
      baseOccupancy: 2,
      extraGuestPrice: 500,
    });
    const q = quote(item, stay('2026-12-25', '2026-12-27', 4), ON); // Fri and Sat: surcharged
    expect(quoteLines(q).map((l) => [l.base, l.surcharge, l.extraGuests, l.price])).toEqual([
      [2000, 500, 1000, 3500],
      [2000, 500, 1000, 3500],
    ]);
    expect(quote(item, stay('2026-12-25', '2026-12-26', 2), OFF).total).toBe(2000);
  });

  it("when no base occupancy is set, then the room's capacity is included; unknown capacity means no extra guests", () => {
    const item = quoteItem('room', {
      price: 2000,
      specifications: { capacity: '2 Adults + 1 Child' },
      extraGuestPrice: 400,
    });
    expect(quote(item, stay('2026-12-21', '2026-12-22', 3), OFF).total).toBe(2000);
    const open = quoteItem('room', { price: 2000, specifications: { capacity: '' }, extraGuestPrice: 400 });
    expect(quote(open, stay('2026-12-21', '2026-12-22', 6), OFF).total).toBe(2000);
  });

  it("when guests exceed the room's capacity, then not available with the room-guests reason", () => {
    const item = quoteItem('room', { price: 2000, specifications: { capacity: '3 guests' } });
    const q = quote(item, stay('2026-12-21', '2026-12-22', 4), OFF);
    expect(q.available).toBe(false);
    expect(q.reason).toEqual({
      code: 'room-guests',
      message: 'This room takes at most 3 guests',
      params: { count: 3 },
    });
  });
});

describe('minimum stay and closed dates', () => {
  const xmas = () =>
    period({
      name: 'Christmas week',
      startDate: '2026-12-24',
      endDate: '2026-12-31',
      adjustment: { type: 'percent', value: 40 },
      minNights: 3,
    });

  it('when a 2-night stay touches a 3-night period, then refused, naming the first night that asks for it', () => {
    const q = quote(room, stay('2026-12-23', '2026-12-25'), OFF, { periods: [xmas()] });
    expect(q.available).toBe(false);
    expect(q.reason).toEqual({
      code: 'min-nights',
      message: 'Stays that include Thu 24 Dec need at least 3 nights',
      params: { date: '2026-12-24', count: 3 },
    });
    expect(q.total).toBe(2000 + 2800); // still priced: the owner may override
    expect(quote(room, stay('2026-12-23', '2026-12-26'), OFF, { periods: [xmas()] }).available).toBe(true);
  });

  it('when a stay touches two periods, then the larger minimum counts', () => {
    const two = period({ startDate: '2026-12-20', endDate: '2026-12-25', minNights: 2 });
    const four = period({ startDate: '2026-12-26', endDate: '2026-12-31', minNights: 4 });
    const rulesFor = ratesFor([two, four], 'room', ROOM_ID);
    expect(minimumStay(rulesFor, ['2026-12-24', '2026-12-25', '2026-12-26'])).toEqual({ count: 4, date: '2026-12-26' });
    const q = quote(room, stay('2026-12-24', '2026-12-27'), OFF, { periods: [two, four] });
    expect(q.reason?.params).toEqual({ date: '2026-12-26', count: 4 });
    expect(quote(room, stay('2026-12-21', '2026-12-23'), OFF, { periods: [two, four] }).available).toBe(true);
  });

  it('when "Saturday needs 2 nights" is set for the whole year, then a Saturday alone is refused and Fri+Sat or Sat+Sun pass', () => {
    const sat = period({ startDate: '2026-01-01', endDate: '2026-12-31', weekdays: [6], minNights: 2 });
    expect(quote(room, stay('2026-12-19', '2026-12-20'), OFF, { periods: [sat] }).reason?.message).toBe(
      'Stays that include Sat 19 Dec need at least 2 nights',
    );
    expect(quote(room, stay('2026-12-18', '2026-12-20'), OFF, { periods: [sat] }).available).toBe(true);
    expect(quote(room, stay('2026-12-17', '2026-12-18'), OFF, { periods: [sat] }).available).toBe(true); // a Thursday
  });

  it('when check-in or check-out falls on a closed date, then refused with that reason; the other end is free', () => {
    const noArrival = period({ startDate: '2026-12-31', endDate: '2026-12-31', closedToArrival: true });
    const noDeparture = period({ startDate: '2027-01-01', endDate: '2027-01-01', closedToDeparture: true });
    const periods = [noArrival, noDeparture];
    expect(quote(room, stay('2026-12-31', '2027-01-02'), OFF, { periods }).reason?.code).toBe('closed-to-arrival');
    expect(quote(room, stay('2026-12-30', '2027-01-01'), OFF, { periods }).reason).toMatchObject({
      code: 'closed-to-departure',
      message: 'Check-out is not possible on Fri 1 Jan',
    });
    expect(quote(room, stay('2026-12-30', '2027-01-02'), OFF, { periods }).available).toBe(true);
  });

  it('when a vehicle has a minimum rental, then it is a real minimum in days', () => {
    const gypsy = quoteItem('vehicle', { price: 3000, rentalTerms: { minimumRental: '2 days' } });
    const q = quote(gypsy, { kind: 'vehicle', checkIn: '2026-12-21', checkOut: '2026-12-22', guests: 4 }, OFF);
    expect(q.reason).toEqual({
      code: 'min-nights',
      message: 'This Gypsy is rented for at least 2 days',
      params: { count: 2 },
    });
    expect(minimumRentalDays('Minimum 3 days')).toBe(3);
    expect(minimumRentalDays('4 hours')).toBe(1);
    expect(minimumRentalDays('')).toBe(1);
  });

  it('when the stay breaks a rule, then the nearest stay that keeps them all is suggested', () => {
    const periods = ratesFor([xmas()], 'room', ROOM_ID);
    expect(suggestStay('room', {}, periods, stay('2026-12-25', '2026-12-27'), 30)).toEqual({
      checkIn: '2026-12-25',
      checkOut: '2026-12-28',
    });
    const noArrival = ratesFor(
      [period({ startDate: '2026-12-31', endDate: '2026-12-31', closedToArrival: true })],
      'room',
      ROOM_ID,
    );
    expect(suggestStay('room', {}, noArrival, stay('2026-12-31', '2027-01-02'), 30)).toEqual({
      checkIn: '2026-12-30',
      checkOut: '2027-01-01',
    });
    expect(suggestStay('room', {}, periods, stay('2026-12-25', '2026-12-28'), 30)).toBeNull();
  });
});

describe("stay rules from a date picker's calendar", () => {
  it('when the per-day rules of the rate calendar are used, then every stay gets the same answer as from the periods', () => {
    const periods = ratesFor(
      [
        period({ startDate: '2026-12-24', endDate: '2026-12-31', minNights: 3 }),
        period({ startDate: '2026-01-01', endDate: '2026-12-31', weekdays: [6], minNights: 2 }),
        period({ startDate: '2027-01-01', endDate: '2027-01-01', closedToDeparture: true }),
        period({ startDate: '2026-12-20', endDate: '2026-12-20', closedToArrival: true }),
      ],
      'room',
      ROOM_ID,
    );
    const days = new Map(
      eachDate('2026-12-01', '2027-01-10').map((date) => [
        date,
        {
          minNights: minimumStay(periods, [date])?.count ?? null,
          closedToArrival: closedOn(periods, date, 'closedToArrival') !== null,
          closedToDeparture: closedOn(periods, date, 'closedToDeparture') !== null,
        },
      ]),
    );
    const calendar = calendarStayRules(days);
    for (const checkIn of eachDate('2026-12-15', '2027-01-02')) {
      for (const n of [1, 2, 3, 4]) {
        const s = stay(checkIn, eachDate(checkIn, '2027-01-09')[n] ?? '2027-01-09');
        expect(stayRuleIssue('room', {}, calendar, s), `${s.checkIn}→${s.checkOut}`).toEqual(
          stayRuleIssue('room', {}, periods, s),
        );
      }
    }
  });
});

describe('tours: minimum persons and booking cut-off', () => {
  const tour = quoteItem('tour', { price: 800, seatsPerDeparture: 10, minPersons: 2, bookingCutoffDays: 3 });

  it('when fewer persons than the minimum book, then below-min-persons', () => {
    const q = quote(tour, { kind: 'tour', checkIn: '2026-12-20', guests: 1 }, OFF, { today: '2026-12-01' });
    expect(q.reason).toEqual({
      code: 'below-min-persons',
      message: 'This tour needs at least 2 persons',
      params: { count: 2 },
    });
    expect(
      quote(tour, { kind: 'tour', checkIn: '2026-12-20', guests: 2 }, OFF, { today: '2026-12-01' }).available,
    ).toBe(true);
  });

  it('when the departure is closer than the cut-off, then past-cutoff; exactly the cut-off away is fine', () => {
    expect(
      quote(tour, { kind: 'tour', checkIn: '2026-12-03', guests: 2 }, OFF, { today: '2026-12-01' }).reason?.code,
    ).toBe('past-cutoff');
    expect(
      quote(tour, { kind: 'tour', checkIn: '2026-12-04', guests: 2 }, OFF, { today: '2026-12-01' }).available,
    ).toBe(true);
  });

  it('when more persons than the seats book, then departure-seats', () => {
    expect(
      quote(tour, { kind: 'tour', checkIn: '2026-12-20', guests: 11 }, OFF, { today: '2026-12-01' }).reason?.code,
    ).toBe('departure-seats');
  });
});

describe('reasons in Hindi and stored quotes', () => {
  it('when a reason is worded in Hindi, then from its code with the date in Hindi', () => {
    const text = formatIssue(
      reasonIssue('room', { code: 'min-nights', params: { date: '2026-12-26', count: 3 } }),
      VALIDATION_HI,
      'hi',
    );
    expect(text).toContain('3 रातों');
    expect(text).toMatch(/शनि/);
  });

  it('when a quote was stored before rate periods, then it reads as available without rules', () => {
    const old = {
      kind: 'room',
      unit: 'night',
      unitPrice: 2000,
      guests: 2,
      weekendPercentage: 0,
      total: 2000,
      nights: [{ date: '2026-12-01', base: 2000, surcharge: 0, price: 2000 }],
    };
    const q = withQuoteDefaults(old as unknown as Quote);
    expect(q).toMatchObject({ available: true, reason: null, nights: [{ extraGuests: 0, rule: null }] });
  });
});

describe('rate period input', () => {
  const valid = {
    name: 'Christmas week',
    kind: 'room',
    startDate: '2026-12-24',
    endDate: '2026-12-31',
    adjustment: { type: 'percent', value: 40 },
    minNights: 3,
  };
  const errors = (body: unknown) => {
    const r = rateInputSchema.safeParse(body);
    return r.success ? {} : fieldErrors(r.error);
  };

  it('when a period is valid, then defaults fill the rest', () => {
    expect(rateInputSchema.parse(valid)).toEqual({
      ...valid,
      itemId: null,
      weekdays: null,
      closedToArrival: false,
      closedToDeparture: false,
      nonRefundable: false,
    });
    expect(rateInputSchema.parse({ ...valid, weekdays: [6, 0] }).weekdays).toEqual([0, 6]);
  });

  it('when the dates, values or rules are wrong, then field errors', () => {
    expect(errors({ ...valid, endDate: '2026-12-23' })).toEqual({
      endDate: 'End date cannot be before the start date',
    });
    expect(errors({ ...valid, endDate: '2028-07-01' })).toEqual({ endDate: 'A rate period can span at most 550 days' });
    expect(errors({ ...valid, adjustment: { type: 'percent', value: -91 } })).toEqual({
      'adjustment.value': 'Percentage must be a whole number from -90 to 500',
    });
    expect(errors({ ...valid, adjustment: { type: 'fixed', value: 1_000_001 } })).toEqual({
      'adjustment.value': 'Price must be a whole number from 1 to 1000000',
    });
    expect(errors({ ...valid, minNights: 31 })).toEqual({
      minNights: 'Minimum stay must be a whole number from 1 to 30',
    });
    expect(errors({ ...valid, adjustment: null, minNights: null })).toEqual({
      adjustment: 'Give a price change or a stay rule (minimum stay, no check-in, no check-out, non-refundable)',
    });
    expect(Object.values(errors({ ...valid, weekdays: [7] }))).toEqual([
      'Weekdays are whole numbers from 0 (Sunday) to 6 (Saturday), each at most once',
    ]);
    expect(errors({ ...valid, weekdays: [1, 1] })).toEqual({
      weekdays: 'Weekdays are whole numbers from 0 (Sunday) to 6 (Saturday), each at most once',
    });
  });
});
