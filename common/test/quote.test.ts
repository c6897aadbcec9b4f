import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayOfWeek,
  eachDate,
  isSurcharged,
  MAX_NIGHTS,
  nightsBetween,
  quote,
  QuoteInputError,
  type Quote,
  type QuoteLine,
} from '../src/pricing/quote';
import { weekendPrice } from '../src/pricing/weekend';

// 2026-11-20 is a Friday, 2026-11-21 a Saturday, 2026-11-22 a Sunday.
const ACTIVE = { isActive: true, percentageIncrease: 25 };
const INACTIVE = { isActive: false, percentageIncrease: 25 };
const room = { price: 2000 };

const linesOf = (q: Quote): QuoteLine[] => (q.unit === 'night' ? q.nights : q.days);
const surcharged = (q: Quote) =>
  linesOf(q)
    .filter((l) => l.surcharge > 0)
    .map((l) => l.date);
const thrown = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
};

describe('calendar-date helpers', () => {
  it('when days are added across month, year and leap-day boundaries, then the calendar date', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });
  it('when nights are counted, then whole calendar days, 365/366 over a year', () => {
    expect(nightsBetween('2026-11-20', '2026-11-21')).toBe(1);
    expect(nightsBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(nightsBetween('2028-01-01', '2029-01-01')).toBe(366);
    expect(nightsBetween('2026-11-22', '2026-11-20')).toBe(-2);
  });
  it('when each date of a range is listed, then [checkIn, checkOut), empty when equal', () => {
    expect(eachDate('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(eachDate('2026-11-20', '2026-11-20')).toEqual([]);
    expect(thrown(() => eachDate('2026-11-21', '2026-11-20'))).toBeInstanceOf(QuoteInputError);
  });
  it('when a date is not a real calendar date, then a RangeError naming it', () => {
    const e = thrown(() => addDays('2026-02-30', 1));
    expect(e).toBeInstanceOf(RangeError);
    expect((e as Error).message).toContain('2026-02-30');
    expect(() => nightsBetween('2026-11-20', '20-11-2026')).toThrow(/20-11-2026/);
    expect(() => addDays('2026-11-20', 0.5)).toThrow(RangeError);
  });
  it('when the weekday is read, then 0 = Sunday … 6 = Saturday', () => {
    expect(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'].map(dayOfWeek)).toEqual([5, 6, 0, 1]);
  });
  it('when weekend is asked per kind, then rooms Fri/Sat nights and vehicles/tours Sat/Sun days', () => {
    const week = eachDate('2026-11-16', '2026-11-23'); // Monday … Sunday
    expect(week.filter((d) => isSurcharged('room', d))).toEqual(['2026-11-20', '2026-11-21']);
    expect(week.filter((d) => isSurcharged('vehicle', d))).toEqual(['2026-11-21', '2026-11-22']);
    expect(week.filter((d) => isSurcharged('tour', d))).toEqual(['2026-11-21', '2026-11-22']);
  });
});

describe('quote', () => {
  it('when a room spans Thursday to Monday, then Friday and Saturday nights carry the surcharge', () => {
    const q = quote(room, { kind: 'room', checkIn: '2026-11-19', checkOut: '2026-11-23', guests: 2 }, ACTIVE);
    expect(q.unit).toBe('night');
    expect(q.kind).toBe('room');
    expect(linesOf(q)).toEqual([
      { date: '2026-11-19', base: 2000, surcharge: 0, extraGuests: 0, price: 2000, rule: null },
      { date: '2026-11-20', base: 2000, surcharge: 500, extraGuests: 0, price: 2500, rule: null },
      { date: '2026-11-21', base: 2000, surcharge: 500, extraGuests: 0, price: 2500, rule: null },
      { date: '2026-11-22', base: 2000, surcharge: 0, extraGuests: 0, price: 2000, rule: null },
    ]);
    expect(q.total).toBe(9000);
    expect(q.weekendPercentage).toBe(25);
    expect(q.unitPrice).toBe(2000);
  });
  it('when a vehicle is rented Thursday to Sunday, then Saturday and Sunday days carry the surcharge', () => {
    const q = quote(
      { price: 3000 },
      { kind: 'vehicle', checkIn: '2026-11-19', checkOut: '2026-11-23', guests: 4 },
      ACTIVE,
    );
    expect(q.unit).toBe('day');
    expect(linesOf(q).map((l) => l.date)).toEqual(['2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(surcharged(q)).toEqual(['2026-11-21', '2026-11-22']);
    expect(q.total).toBe(3000 * 2 + 3750 * 2);
  });
  it('when a vehicle is rented for one Saturday, then one surcharged day (checkOut is the next day)', () => {
    const q = quote(
      { price: 3000 },
      { kind: 'vehicle', checkIn: '2026-11-21', checkOut: '2026-11-22', guests: 1 },
      ACTIVE,
    );
    expect(linesOf(q)).toEqual([
      { date: '2026-11-21', base: 3000, surcharge: 750, extraGuests: 0, price: 3750, rule: null },
    ]);
    expect(q.total).toBe(3750);
  });
  it('when a room is booked for one night, Friday then Sunday, then the Friday night is surcharged and the Sunday night not', () => {
    expect(quote(room, { kind: 'room', checkIn: '2026-11-20', checkOut: '2026-11-21', guests: 1 }, ACTIVE).total).toBe(
      2500,
    );
    expect(quote(room, { kind: 'room', checkIn: '2026-11-22', checkOut: '2026-11-23', guests: 1 }, ACTIVE).total).toBe(
      2000,
    );
  });
  it('when a stay crosses the year, then the dates run on and weekend nights are found in the new year', () => {
    // Thu 2026-12-31, Fri 2027-01-01, Sat 2027-01-02
    const q = quote(room, { kind: 'room', checkIn: '2026-12-31', checkOut: '2027-01-03', guests: 2 }, ACTIVE);
    expect(linesOf(q).map((l) => l.date)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(surcharged(q)).toEqual(['2027-01-01', '2027-01-02']);
    expect(q.total).toBe(7000);
  });
  it('when a stay or rental crosses the end of February, then 28 or 29 days are respected', () => {
    // Sat 2027-02-27, Sun 2027-02-28, Mon 2027-03-01
    const q = quote(
      { price: 1000 },
      { kind: 'vehicle', checkIn: '2027-02-27', checkOut: '2027-03-02', guests: 1 },
      ACTIVE,
    );
    expect(linesOf(q).map((l) => l.date)).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(surcharged(q)).toEqual(['2027-02-27', '2027-02-28']);
    const leap = quote(room, { kind: 'room', checkIn: '2028-02-28', checkOut: '2028-03-01', guests: 1 }, INACTIVE);
    expect(linesOf(leap).map((l) => l.date)).toEqual(['2028-02-28', '2028-02-29']);
  });
  it('when a room is booked for 30 nights, then 30 lines (8 weekend nights in December 2026); 31 is refused', () => {
    const q = quote(room, { kind: 'room', checkIn: '2026-12-01', checkOut: '2026-12-31', guests: 2 }, ACTIVE);
    expect(linesOf(q)).toHaveLength(MAX_NIGHTS);
    expect(surcharged(q)).toEqual([
      '2026-12-04',
      '2026-12-05',
      '2026-12-11',
      '2026-12-12',
      '2026-12-18',
      '2026-12-19',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(q.total).toBe(22 * 2000 + 8 * 2500);
    const e = thrown(() =>
      quote(room, { kind: 'room', checkIn: '2026-12-01', checkOut: '2027-01-01', guests: 2 }, ACTIVE),
    );
    expect(e).toBeInstanceOf(QuoteInputError);
    expect((e as QuoteInputError).field).toBe('checkOut');
  });
  it('when weekend pricing is inactive or at 0 %, then every line is the base price', () => {
    for (const status of [INACTIVE, { isActive: true, percentageIncrease: 0 }]) {
      const q = quote(room, { kind: 'room', checkIn: '2026-11-19', checkOut: '2026-11-23', guests: 2 }, status);
      expect(surcharged(q)).toEqual([]);
      expect(q.total).toBe(8000);
      expect(q.weekendPercentage).toBe(0);
    }
  });
  it('when the weekend price has a fraction, then it is rounded like weekendPrice to whole rupees', () => {
    const q = quote(
      { price: 999 },
      { kind: 'room', checkIn: '2026-11-20', checkOut: '2026-11-21', guests: 1 },
      { isActive: true, percentageIncrease: 15 },
    );
    expect(q.total).toBe(weekendPrice(999, 15));
    expect(q.total).toBe(1149);
  });
  it('when a tour departs with several persons, then price per person × guests on the departure date', () => {
    const weekday = quote({ price: 1500 }, { kind: 'tour', checkIn: '2026-11-19', guests: 3 }, ACTIVE);
    expect(weekday.unit).toBe('person');
    expect(linesOf(weekday)).toEqual([
      { date: '2026-11-19', base: 4500, surcharge: 0, extraGuests: 0, price: 4500, rule: null },
    ]);
    expect(weekday.total).toBe(4500);
    const sunday = quote({ price: 1500 }, { kind: 'tour', checkIn: '2026-11-22', checkOut: null, guests: 3 }, ACTIVE);
    expect(linesOf(sunday)).toEqual([
      { date: '2026-11-22', base: 4500, surcharge: 1125, extraGuests: 0, price: 5625, rule: null },
    ]);
    expect(quote({ price: 1500 }, { kind: 'tour', checkIn: '2026-11-20', guests: 3 }, ACTIVE).total).toBe(4500); // Friday
    expect(quote({ price: 1500 }, { kind: 'tour', checkIn: '2026-11-22', guests: 3 }, INACTIVE).total).toBe(4500);
  });
  it('when a tour price is surcharged, then the per-person weekend price is rounded before × guests', () => {
    const q = quote(
      { price: 10 },
      { kind: 'tour', checkIn: '2026-11-21', guests: 3 },
      { isActive: true, percentageIncrease: 15 },
    );
    expect(q.total).toBe(weekendPrice(10, 15) * 3);
    expect(q.total).toBe(36);
  });
  it('when a room has 1 or 4 guests, then the same price (rooms are priced per room, not per person)', () => {
    const one = quote(room, { kind: 'room', checkIn: '2026-11-19', checkOut: '2026-11-20', guests: 1 }, ACTIVE);
    const four = quote(room, { kind: 'room', checkIn: '2026-11-19', checkOut: '2026-11-20', guests: 4 }, ACTIVE);
    expect(one.total).toBe(four.total);
  });
  it.each([
    ['equal dates', { kind: 'room', checkIn: '2026-11-20', checkOut: '2026-11-20', guests: 1 }, 'checkOut'],
    ['reversed dates', { kind: 'vehicle', checkIn: '2026-11-21', checkOut: '2026-11-20', guests: 1 }, 'checkOut'],
    ['missing checkOut', { kind: 'room', checkIn: '2026-11-20', guests: 1 }, 'checkOut'],
    ['an unreal checkIn', { kind: 'room', checkIn: '2026-02-29', checkOut: '2026-03-02', guests: 1 }, 'checkIn'],
    ['an unreal checkOut', { kind: 'room', checkIn: '2026-04-29', checkOut: '2026-04-31', guests: 1 }, 'checkOut'],
    ['a tour with checkOut', { kind: 'tour', checkIn: '2026-11-20', checkOut: '2026-11-21', guests: 1 }, 'checkOut'],
    ['a tour on an unreal date', { kind: 'tour', checkIn: '2026-13-01', guests: 1 }, 'checkIn'],
    ['0 guests', { kind: 'tour', checkIn: '2026-11-20', guests: 0 }, 'guests'],
    ['51 guests', { kind: 'tour', checkIn: '2026-11-20', guests: 51 }, 'guests'],
    ['2.5 guests', { kind: 'room', checkIn: '2026-11-20', checkOut: '2026-11-21', guests: 2.5 }, 'guests'],
  ] as const)('when given %s, then a QuoteInputError on that field', (_, request, field) => {
    const e = thrown(() => quote(room, request, ACTIVE));
    expect(e).toBeInstanceOf(QuoteInputError);
    expect(e).toBeInstanceOf(RangeError);
    expect((e as QuoteInputError).field).toBe(field);
    expect((e as Error).message).toMatch(new RegExp(field));
  });
  it('when the price is negative or fractional, then refused', () => {
    expect(
      (
        thrown(() =>
          quote({ price: -1 }, { kind: 'tour', checkIn: '2026-11-20', guests: 1 }, ACTIVE),
        ) as QuoteInputError
      ).field,
    ).toBe('price');
    expect(
      (
        thrown(() =>
          quote({ price: 10.5 }, { kind: 'tour', checkIn: '2026-11-20', guests: 1 }, ACTIVE),
        ) as QuoteInputError
      ).field,
    ).toBe('price');
  });
  it('when the quote is serialised as a snapshot, then it round-trips through JSON unchanged', () => {
    const q = quote(room, { kind: 'room', checkIn: '2026-11-19', checkOut: '2026-11-23', guests: 2 }, ACTIVE);
    expect(JSON.parse(JSON.stringify(q))).toEqual(q);
  });
});
