import { describe, expect, it } from 'vitest';
import {
  datesTaken,
  demand,
  firstClash,
  isOccupying,
  leftOver,
  usageByDate,
  type Occupant,
} from '../src/modules/reservations/occupancy';
import { effectiveHold } from '../src/modules/inventory/hold';

// The capacity rule and the booking hold as plain functions (docs/decisions/008-reservations-by-date.md);
// the API tests (reservations.test.ts, bookings.test.ts) show them at work through the database.

const EXPIRES = new Date('2026-12-02T10:00:00.000Z');
const justBefore = new Date(EXPIRES.getTime() - 1);

describe('isOccupying: which reservations take capacity', () => {
  it('when a held reservation is asked about a millisecond before its hold ends, then it occupies; at exactly holdExpiresAt and after, it does not', () => {
    const held = { status: 'held', holdExpiresAt: EXPIRES };
    expect(isOccupying(held, justBefore)).toBe(true);
    expect(isOccupying(held, EXPIRES)).toBe(false);
    expect(isOccupying(held, new Date(EXPIRES.getTime() + 1))).toBe(false);
  });

  it('when a held reservation has no expiry, then it does not occupy', () => {
    expect(isOccupying({ status: 'held', holdExpiresAt: null }, justBefore)).toBe(false);
  });

  it('when confirmed or blocked, then it occupies whatever its (absent) hold says; enquiry and cancelled never do', () => {
    for (const status of ['confirmed', 'blocked']) {
      expect(isOccupying({ status, holdExpiresAt: null }, EXPIRES), status).toBe(true);
      expect(isOccupying({ status, holdExpiresAt: new Date(0) }, EXPIRES), status).toBe(true);
    }
    for (const status of ['enquiry', 'cancelled']) {
      expect(isOccupying({ status, holdExpiresAt: null }, EXPIRES), status).toBe(false);
      expect(isOccupying({ status, holdExpiresAt: new Date(EXPIRES.getTime() + 3_600_000) }, EXPIRES), status).toBe(
        false,
      );
    }
  });
});

describe('datesTaken and demand', () => {
  it('when a room or a vehicle is reserved, then it takes the nights or days [checkIn, checkOut)', () => {
    expect(datesTaken('room', '2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(datesTaken('vehicle', '2026-12-05', '2026-12-06')).toEqual(['2026-12-05']);
  });

  it('when a tour is reserved, or a check-out is missing, then only the check-in date is taken', () => {
    expect(datesTaken('tour', '2026-12-05', '2026-12-09')).toEqual(['2026-12-05']);
    expect(datesTaken('room', '2026-12-05', null)).toEqual(['2026-12-05']);
    expect(datesTaken('vehicle', '2026-12-05', undefined)).toEqual(['2026-12-05']);
  });

  it('when a reservation counts against capacity, then a tour takes one seat per guest and a room or vehicle one unit', () => {
    expect(demand('tour', 4)).toBe(4);
    expect(demand('room', 4)).toBe(1);
    expect(demand('vehicle', 3)).toBe(1);
  });
});

const occupant = (checkIn: string, checkOut: string | null, guests = 2): Occupant => ({
  itemId: 'r1',
  checkIn,
  checkOut,
  guests,
  holdExpiresAt: null,
});
const DEC_1_TO_5 = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];

describe('usageByDate: units or seats taken per date', () => {
  it('when stays overlap the range, then each night counts once per stay and check-out days are free', () => {
    const used = usageByDate(
      'room',
      [
        occupant('2026-11-30', '2026-12-02'),
        occupant('2026-12-02', '2026-12-04'),
        occupant('2026-12-03', '2026-12-08'),
      ],
      DEC_1_TO_5,
    );
    expect([...used]).toEqual([
      ['2026-12-01', 1],
      ['2026-12-02', 1],
      ['2026-12-03', 2],
      ['2026-12-04', 1],
      ['2026-12-05', 1],
    ]);
  });

  it('when a stay lies wholly before or after the range, then it takes nothing in it', () => {
    const used = usageByDate(
      'room',
      [occupant('2026-11-20', '2026-12-01'), occupant('2026-12-06', '2026-12-09')],
      DEC_1_TO_5,
    );
    expect([...used.values()]).toEqual([0, 0, 0, 0, 0]);
  });

  it('when tours are counted, then each booking takes its guests as seats on its departure date only', () => {
    const used = usageByDate(
      'tour',
      [occupant('2026-12-02', null, 3), occupant('2026-12-02', '2026-12-05', 2), occupant('2026-12-05', null, 1)],
      DEC_1_TO_5,
    );
    expect([...used.values()]).toEqual([0, 5, 0, 0, 1]);
  });

  it('when the range crosses a month end and the new year, then each stay is placed by calendar days', () => {
    const dates = ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'];
    expect([
      ...usageByDate(
        'room',
        [occupant('2026-11-30', '2026-12-01'), occupant('2026-12-01', '2026-12-03')],
        dates,
      ).values(),
    ]).toEqual([0, 1, 1, 1]);
    const newYear = ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'];
    expect([...usageByDate('room', [occupant('2026-12-31', '2027-01-02')], newYear).values()]).toEqual([0, 1, 1, 0]);
    expect([...usageByDate('tour', [occupant('2027-01-01', null, 4)], newYear).values()]).toEqual([0, 0, 4, 0]);
  });

  it('when a room occupant has no check-out, then it takes its check-in night only', () => {
    expect([...usageByDate('room', [occupant('2026-12-03', null)], DEC_1_TO_5).values()]).toEqual([0, 0, 1, 0, 0]);
  });
});

describe('leftOver and firstClash: what still fits', () => {
  const used = new Map([
    ['2026-12-03', 2],
    ['2026-12-01', 0],
    ['2026-12-02', 1],
  ]);

  it('when capacity is compared with the busiest date, then what is left, never below 0', () => {
    expect(leftOver(3, used)).toBe(1);
    expect(leftOver(2, used)).toBe(0);
    expect(leftOver(1, used)).toBe(0);
    expect(leftOver(4, new Map())).toBe(4);
    expect(leftOver(4, new Map([['2026-12-01', 0]]))).toBe(4);
  });

  it('when more is asked than fits, then the first clashing date in date order and what is left on it', () => {
    expect(firstClash(2, used, 1)).toEqual({ date: '2026-12-03', left: 0 });
    expect(firstClash(2, used, 2)).toEqual({ date: '2026-12-02', left: 1 });
    expect(firstClash(3, used, 2)).toEqual({ date: '2026-12-03', left: 1 });
    expect(firstClash(1, new Map([['2026-12-01', 3]]), 1)).toEqual({ date: '2026-12-01', left: 0 });
  });

  it('when the dates come in any order, then the clash reported is the earliest date', () => {
    const unordered = new Map([
      ['2026-12-02', 0],
      ['2026-12-01', 2],
      ['2026-12-04', 0],
      ['2026-12-03', 2],
    ]);
    expect(firstClash(2, unordered, 1)).toEqual({ date: '2026-12-01', left: 0 });
  });

  it('when exactly the capacity is reached, or there is room, then no clash', () => {
    expect(firstClash(3, used, 1)).toBeNull();
    expect(firstClash(5, used, 3)).toBeNull();
  });
});

describe('effectiveHold: the booking hold as the API reports it', () => {
  it('when the hold is read a millisecond before it ends, then booked until then; at exactly its end and after, not booked and no expiry', () => {
    expect(effectiveHold({ isBooked: true, bookingExpiresAt: EXPIRES }, justBefore)).toEqual({
      isBooked: true,
      bookingExpiresAt: '2026-12-02T10:00:00.000Z',
    });
    expect(effectiveHold({ isBooked: true, bookingExpiresAt: EXPIRES }, EXPIRES)).toEqual({
      isBooked: false,
      bookingExpiresAt: null,
    });
  });

  it('when not booked, or booked without an expiry, then not booked', () => {
    expect(effectiveHold({ isBooked: false, bookingExpiresAt: EXPIRES }, justBefore)).toEqual({
      isBooked: false,
      bookingExpiresAt: null,
    });
    expect(effectiveHold({ isBooked: true, bookingExpiresAt: null }, justBefore)).toEqual({
      isBooked: false,
      bookingExpiresAt: null,
    });
  });
});
