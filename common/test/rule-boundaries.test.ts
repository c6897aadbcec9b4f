import { describe, expect, it } from 'vitest';
import {
  calendarStayRules,
  comparePrecedence,
  largestMinimum,
  minimumRentalDays,
  minimumStay,
  periodApplies,
  periodDays,
  ratesFor,
  stayRuleIssue,
  suggestStay,
  type DayStayRules,
  type RatePeriodRule,
} from '../src/pricing/rates';
import { reasonIssue } from '../src/pricing/quote-reasons';
import { quoteItem } from '../src/pricing/quote-item';
import { activeWeekendPercentage } from '../src/pricing/weekend';
import { priceLineText, priceView } from '../src/pricing/price-view';
import { quote } from '../src/pricing/quote';

// The edges of the rate, reason and item rules that the mutation run (npm run test:mutation) found
// untested: each expectation is a literal. 2026-12-25 is a Friday, 2026-12-26 a Saturday.

const ITEM = '11111111-1111-4111-8111-111111111111';
function period(p: Partial<RatePeriodRule> & Pick<RatePeriodRule, '_id' | 'startDate' | 'endDate'>): RatePeriodRule {
  return {
    name: p._id,
    kind: 'room',
    itemId: null,
    weekdays: null,
    adjustment: null,
    minNights: null,
    closedToArrival: false,
    closedToDeparture: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...p,
  };
}

describe('rate periods: dates, span and precedence', () => {
  const christmas = period({ _id: 'a', startDate: '2026-12-24', endDate: '2026-12-31' });

  it('when a date is before the first day or after the last, then the period does not apply; on both ends it does', () => {
    expect(periodApplies(christmas, '2026-12-23')).toBe(false);
    expect(periodApplies(christmas, '2026-12-24')).toBe(true);
    expect(periodApplies(christmas, '2026-12-31')).toBe(true);
    expect(periodApplies(christmas, '2027-01-01')).toBe(false);
    expect(periodApplies({ ...christmas, weekdays: [] }, '2026-12-25')).toBe(true);
    expect(periodApplies({ ...christmas, weekdays: [6] }, '2026-12-25')).toBe(false);
  });

  it('when a period runs from the 24th to the 31st, then it spans 8 days', () => {
    expect(periodDays(christmas)).toBe(8);
    expect(periodDays({ startDate: '2026-12-24', endDate: '2026-12-24' })).toBe(1);
  });

  it("when an item's own period is longer than a kind-wide one, then the item's still wins, in either order", () => {
    const own = period({ _id: 'b', itemId: ITEM, startDate: '2026-12-01', endDate: '2026-12-31' });
    const wide = period({
      _id: 'c',
      startDate: '2026-12-24',
      endDate: '2026-12-25',
      createdAt: '2026-06-01T00:00:00.000Z',
    });
    expect(comparePrecedence(own, wide)).toBe(-1);
    expect(comparePrecedence(wide, own)).toBe(1);
  });

  it('when two periods have the same level and span, then the newer wins; with the same creation time, the smaller id; itself ties', () => {
    const older = period({ _id: 'd', startDate: '2026-12-24', endDate: '2026-12-25' });
    const newer = period({
      _id: 'e',
      startDate: '2026-12-26',
      endDate: '2026-12-27',
      createdAt: '2026-02-01T00:00:00.000Z',
    });
    expect(comparePrecedence(newer, older)).toBe(-1);
    expect(comparePrecedence(older, newer)).toBe(1);
    const twin = { ...older, _id: 'f' };
    expect(comparePrecedence(older, twin)).toBe(-1);
    expect(comparePrecedence(twin, older)).toBe(1);
    expect(comparePrecedence(older, older)).toBe(0);
  });

  it('when a range is given, then only the periods overlapping it are kept (touching ends count)', () => {
    const nov = period({ _id: 'g', startDate: '2026-11-01', endDate: '2026-11-30' });
    const touchesStart = period({ _id: 'h', startDate: '2026-11-20', endDate: '2026-12-24' });
    const touchesEnd = period({ _id: 'i', startDate: '2026-12-31', endDate: '2027-01-10' });
    const jan = period({ _id: 'j', startDate: '2027-01-01', endDate: '2027-01-31' });
    const kept = ratesFor([nov, touchesStart, touchesEnd, jan], 'room', ITEM, { from: '2026-12-24', to: '2026-12-31' });
    expect(kept.map((p) => p._id).sort()).toEqual(['h', 'i']);
  });
});

describe('minimum stay', () => {
  it('when two dates ask for 2 and 3 nights, then 3 with the date asking; on a tie the first date is kept', () => {
    expect(largestMinimum(['2026-12-24', '2026-12-25'], (d) => (d === '2026-12-24' ? 2 : 3))).toEqual({
      count: 3,
      date: '2026-12-25',
    });
    expect(largestMinimum(['2026-12-24', '2026-12-25'], () => 2)).toEqual({ count: 2, date: '2026-12-24' });
  });

  it("when no date asks for more than the item's own minimum, then the item's minimum without a date; 1 in all is none", () => {
    expect(largestMinimum(['2026-12-24'], () => 2, 3)).toEqual({ count: 3, date: null });
    expect(largestMinimum(['2026-12-24'], () => null)).toBeNull();
    expect(largestMinimum(['2026-12-24'], () => 1)).toBeNull();
  });

  it('when several periods set a minimum on a date, then the largest counts whatever their order; one that does not apply that day does not', () => {
    const two = period({ _id: 'k', startDate: '2026-12-01', endDate: '2026-12-31', minNights: 2 });
    const four = period({ _id: 'l', startDate: '2026-12-20', endDate: '2026-12-31', minNights: 4 });
    const sundays = period({ _id: 'm', startDate: '2026-12-01', endDate: '2026-12-31', minNights: 7, weekdays: [0] });
    expect(minimumStay([two, four, sundays], ['2026-12-25'])).toEqual({ count: 4, date: '2026-12-25' });
    expect(minimumStay([four, two, sundays], ['2026-12-25'])).toEqual({ count: 4, date: '2026-12-25' });
    expect(minimumStay([sundays, two], ['2026-12-25'])).toEqual({ count: 2, date: '2026-12-25' });
  });

  it('when the rate calendar has no entry for a date, then that date has no minimum and is open both ways', () => {
    const rules = calendarStayRules(new Map<string, DayStayRules>());
    expect(rules.minNightsOn('2026-12-25')).toBeNull();
    expect(rules.closedToArrival('2026-12-25')).toBe(false);
    expect(rules.closedToDeparture('2026-12-25')).toBe(false);
  });
});

describe('stayRuleIssue at its edges', () => {
  const none: RatePeriodRule[] = [];

  it('when guests equal the limit, then no issue; one more is refused (rooms: room-guests, tours: departure-seats, Gypsies: vehicle-seats)', () => {
    const stay = { checkIn: '2026-12-24', checkOut: '2026-12-25', guests: 2 };
    expect(stayRuleIssue('room', { guestLimit: 2 }, none, stay)).toBeNull();
    expect(stayRuleIssue('room', { guestLimit: 2 }, none, { ...stay, guests: 3 })).toEqual({
      code: 'room-guests',
      params: { count: 2 },
    });
    expect(stayRuleIssue('room', { guestLimit: null }, none, { ...stay, guests: 9 })).toBeNull();
    expect(stayRuleIssue('tour', { guestLimit: 2 }, none, { checkIn: '2026-12-24', guests: 3 })).toEqual({
      code: 'departure-seats',
      params: { count: 2 },
    });
    expect(stayRuleIssue('vehicle', { guestLimit: 5 }, none, { ...stay, guests: 5 })).toBeNull();
    expect(stayRuleIssue('vehicle', { guestLimit: 5 }, none, { ...stay, guests: 6 })).toEqual({
      code: 'vehicle-seats',
      params: { count: 5 },
    });
    expect(stayRuleIssue('vehicle', { guestLimit: null }, none, { ...stay, guests: 9 })).toBeNull();
  });

  it('when the check-in is closed to arrivals, then the issue names that date', () => {
    const closed = period({ _id: 'n', startDate: '2026-12-24', endDate: '2026-12-24', closedToArrival: true });
    expect(stayRuleIssue('room', {}, [closed], { checkIn: '2026-12-24', checkOut: '2026-12-26', guests: 2 })).toEqual({
      code: 'closed-to-arrival',
      params: { date: '2026-12-24' },
    });
  });

  it('when a tour departs 1 day after today with a 2-day cut-off, then past-cutoff; 2 days after, or without today or a cut-off, it is fine', () => {
    const tour = { bookingCutoffDays: 2 };
    expect(stayRuleIssue('tour', tour, none, { checkIn: '2026-12-24', guests: 2 }, '2026-12-23')).toEqual({
      code: 'past-cutoff',
      params: { date: '2026-12-24', count: 2 },
    });
    expect(stayRuleIssue('tour', tour, none, { checkIn: '2026-12-25', guests: 2 }, '2026-12-23')).toBeNull();
    expect(stayRuleIssue('tour', tour, none, { checkIn: '2026-12-24', guests: 2 })).toBeNull();
    // No cut-off: even a departure before today is not a cut-off refusal (the past is the schema's).
    expect(stayRuleIssue('tour', {}, none, { checkIn: '2026-12-24', guests: 2 }, '2026-12-25')).toBeNull();
  });

  it('when a room stay has no check-out yet, then no issue; a vehicle minimum does not apply to rooms', () => {
    expect(stayRuleIssue('room', {}, none, { checkIn: '2026-12-24', guests: 2 })).toBeNull();
    expect(
      stayRuleIssue('room', { minimumDays: 3 }, none, { checkIn: '2026-12-24', checkOut: '2026-12-25', guests: 2 }),
    ).toBeNull();
    expect(
      stayRuleIssue('vehicle', { minimumDays: 3 }, none, { checkIn: '2026-12-24', checkOut: '2026-12-25', guests: 2 }),
    ).toEqual({ code: 'min-nights', params: { count: 3 } });
  });
});

describe('suggestStay at its edges', () => {
  const closedAround = (centre: string, from: number, to: number) => {
    const days = new Map<string, DayStayRules>();
    for (let i = from; i <= to; i++) {
      const date = new Date(Date.parse(`${centre}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10);
      days.set(date, { minNights: null, closedToArrival: true, closedToDeparture: false });
    }
    return calendarStayRules(days);
  };

  it('when arrivals are closed for six days either side, then the check-in moves 7 days (earlier first; later when today forbids it)', () => {
    const rules = closedAround('2026-12-20', -6, 6);
    const stay = { checkIn: '2026-12-20', checkOut: '2026-12-21', guests: 2 };
    expect(suggestStay('room', {}, rules, stay, 30)).toEqual({ checkIn: '2026-12-13', checkOut: '2026-12-14' });
    expect(suggestStay('room', {}, rules, stay, 30, '2026-12-14')).toEqual({
      checkIn: '2026-12-27',
      checkOut: '2026-12-28',
    });
    // A check-in on today itself is allowed.
    expect(suggestStay('room', {}, rules, stay, 30, '2026-12-13')).toEqual({
      checkIn: '2026-12-13',
      checkOut: '2026-12-14',
    });
  });

  it('when only stays touching one date need 3 nights, then a day earlier for 1 night (cost 1) beats 2 more nights (cost 2)', () => {
    const christmasEve = period({ _id: 'q', startDate: '2026-12-24', endDate: '2026-12-24', minNights: 3 });
    expect(
      suggestStay('room', {}, [christmasEve], { checkIn: '2026-12-24', checkOut: '2026-12-25', guests: 2 }, 30),
    ).toEqual({ checkIn: '2026-12-23', checkOut: '2026-12-24' });
  });

  it('when every stay needs 3 nights and at most 3 are allowed, then the same check-in for 3 nights', () => {
    const min3 = period({ _id: 'o', startDate: '2026-12-01', endDate: '2026-12-31', minNights: 3 });
    expect(suggestStay('room', {}, [min3], { checkIn: '2026-12-10', checkOut: '2026-12-11', guests: 2 }, 3)).toEqual({
      checkIn: '2026-12-10',
      checkOut: '2026-12-13',
    });
  });

  it('when the refusal is about guests, or the item is a tour, then no suggestion', () => {
    const min3 = period({ _id: 'p', startDate: '2026-12-01', endDate: '2026-12-31', minNights: 3 });
    const stay = { checkIn: '2026-12-10', checkOut: '2026-12-11', guests: 3 };
    expect(suggestStay('room', { guestLimit: 2 }, [min3], stay, 30)).toBeNull();
    const closedTour = period({
      _id: 'r',
      kind: 'tour',
      startDate: '2026-12-10',
      endDate: '2026-12-10',
      closedToArrival: true,
    });
    expect(stayRuleIssue('tour', {}, [closedTour], { checkIn: '2026-12-10', guests: 2 })).toEqual({
      code: 'closed-to-arrival',
      params: { date: '2026-12-10' },
    });
    expect(suggestStay('tour', {}, [closedTour], { ...stay, guests: 2 }, 30)).toBeNull();
  });
});

describe('minimumRentalDays', () => {
  it('when the text counts 12, 30, 31 or 0 days, then 12, 30, 1 and 1 (1 to 30 only)', () => {
    expect(minimumRentalDays('12 days')).toBe(12);
    expect(minimumRentalDays('Minimum 30 days')).toBe(30);
    expect(minimumRentalDays('31 days')).toBe(1);
    expect(minimumRentalDays('0 days')).toBe(1);
  });
});

describe('reasonIssue: the message code of each reason and kind', () => {
  it('when arrivals or departures are closed, then the code names the kind', () => {
    const date = { date: '2026-12-24' };
    expect(reasonIssue('room', { code: 'closed-to-arrival', params: date }).code).toBe('closedToArrivalRoom');
    expect(reasonIssue('vehicle', { code: 'closed-to-arrival', params: date }).code).toBe('closedToArrivalVehicle');
    expect(reasonIssue('tour', { code: 'closed-to-arrival', params: date }).code).toBe('closedToArrivalTour');
    expect(reasonIssue('room', { code: 'closed-to-departure', params: date }).code).toBe('closedToDepartureRoom');
    expect(reasonIssue('vehicle', { code: 'closed-to-departure', params: date }).code).toBe('closedToDepartureVehicle');
  });

  it('when a vehicle minimum has a date or none, then minDaysRental or minimumRentalDays; params carry only what was given', () => {
    expect(reasonIssue('vehicle', { code: 'min-nights', params: { date: '2026-12-24', count: 2 } })).toStrictEqual({
      code: 'minDaysRental',
      params: { date: '2026-12-24', count: 2 },
    });
    expect(reasonIssue('vehicle', { code: 'min-nights', params: { count: 2 } })).toStrictEqual({
      code: 'minimumRentalDays',
      params: { count: 2 },
    });
    expect(reasonIssue('room', { code: 'closed-to-arrival', params: { date: '2026-12-24' } })).toStrictEqual({
      code: 'closedToArrivalRoom',
      params: { date: '2026-12-24' },
    });
    expect(reasonIssue('tour', { code: 'past-cutoff', params: { date: '2026-12-24', count: 2 } })).toStrictEqual({
      code: 'pastCutoff',
      params: { date: '2026-12-24', count: 2 },
    });
  });
});

describe('quoteItem: what a quote reads of a stored item', () => {
  it('when the price is negative or not whole, then 0; the id is _id before id', () => {
    expect(quoteItem('vehicle', { _id: 'a', id: 'b', price: -5 })).toEqual({
      id: 'a',
      price: 0,
      guestLimit: null,
      minimumDays: 1,
    });
    expect(quoteItem('vehicle', { id: 'b', price: 2.5 }).price).toBe(0);
    expect(quoteItem('vehicle', { id: 'b', price: 1500 }).price).toBe(1500);
  });

  it('when a room has no specifications or a non-text capacity, then no guest limit', () => {
    expect(quoteItem('room', { id: 'r', price: 100, specifications: null }).guestLimit).toBeNull();
    expect(quoteItem('room', { id: 'r', price: 100, specifications: { capacity: 4 } }).guestLimit).toBeNull();
    expect(quoteItem('room', { id: 'r', price: 100, specifications: { capacity: '3 Adults' } }).guestLimit).toBe(3);
  });
});

describe('weekend percentage and price lines', () => {
  it('when weekend pricing is off, then 0 whatever its percentage', () => {
    expect(activeWeekendPercentage({ isActive: false, percentageIncrease: 25 })).toBe(0);
    expect(activeWeekendPercentage({ isActive: true, percentageIncrease: 25 })).toBe(25);
    expect(activeWeekendPercentage({ isActive: true, percentageIncrease: -10 })).toBe(0);
  });

  it('when a Thursday-to-Saturday stay is quoted at +25 %, then only the Friday line carries the percentage; lines without a period or extra guests say so', () => {
    const view = priceView({
      quote: quote(
        { id: 'r', price: 2000 },
        { kind: 'room', checkIn: '2026-12-24', checkOut: '2026-12-26', guests: 2 },
        {
          isActive: true,
          percentageIncrease: 25,
        },
      ),
    });
    expect(view.lines.map((l) => [l.date, l.amount, l.weekendPercentage])).toEqual([
      ['2026-12-24', 2000, 0],
      ['2026-12-25', 2500, 25],
    ]);
    expect(view.lines.map((l) => [l.ruleName, l.extraGuests])).toStrictEqual([
      [null, 0],
      [null, 0],
    ]);
  });

  it("when a line has a period's name and extra guests, then both follow the price", () => {
    const t = (key: string, values?: Record<string, string | number>) => `[${key} ${JSON.stringify(values)}]`;
    const line = {
      date: '2026-12-26',
      amount: 2800,
      perPerson: null,
      weekendPercentage: 0,
      weekendKey: null,
      ruleName: 'Christmas week',
      extraGuests: 500,
    };
    expect(priceLineText(line, t)).toBe('Sat 26 Dec ₹2,800 · Christmas week [price.lineExtraGuests {"amount":"₹500"}]');
    expect(priceLineText({ ...line, ruleName: null, extraGuests: 0 }, t)).toBe('Sat 26 Dec ₹2,800');
  });
});
