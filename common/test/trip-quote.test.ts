import { describe, expect, it } from 'vitest';
import { quote, type Quote, type QuoteItem } from '../src/pricing/quote';
import { guestsPerUnit, unitsQuote } from '../src/pricing/units-quote';
import { quoteTax, type TaxSettings } from '../src/tax/gst';
import { extraCount, tripBilled, tripQuote, tripSpan, type TripExtraInput } from '../src/money/trip-quote';
import { tripStatus } from '../src/trip-terms';

const OFF = { isActive: false, percentageIncrease: 0 };
const GST: TaxSettings = { gstRegistered: true, pricesIncludeGst: false, tourGstRate: 5, vehicleGstRate: 12 };
const INCLUSIVE: TaxSettings = { ...GST, pricesIncludeGst: true };
const UNREGISTERED: TaxSettings = { ...GST, gstRegistered: false };
const ROOM: QuoteItem = { price: 3000, guestLimit: 3, baseOccupancy: 2, extraGuestPrice: 500 };
// 2026-12-04 is a Friday: Friday and Saturday nights, a Saturday Gypsy day and a Sunday tour.
const room = (guests = 2, checkOut = '2026-12-06'): Quote =>
  quote(ROOM, { kind: 'room', checkIn: '2026-12-04', checkOut, guests }, OFF);
const gypsy = quote(
  { price: 3500 },
  { kind: 'vehicle', checkIn: '2026-12-05', checkOut: '2026-12-06', guests: 4 },
  OFF,
);
const tour = quote({ price: 900, guestLimit: 12 }, { kind: 'tour', checkIn: '2026-12-06', guests: 4 }, OFF);
const SPAN = { nights: 2, guests: 4 };

describe('several units of one room type on one line', () => {
  it('guests are shared as evenly as they go, each unit priced for at least one', () => {
    expect(guestsPerUnit(5, 2)).toEqual([3, 2]);
    expect(guestsPerUnit(4, 2)).toEqual([2, 2]);
    expect(guestsPerUnit(2, 3)).toEqual([1, 1, 1]);
  });

  it('one unit is the single-item quote itself; two units add each unit date by date', () => {
    const request = { kind: 'room' as const, checkIn: '2026-12-04', checkOut: '2026-12-06', guests: 5 };
    expect(unitsQuote(ROOM, { ...request, guests: 2 }, 1, OFF)).toEqual(room(2));
    const two = unitsQuote(ROOM, request, 2, OFF);
    // 3 guests in one room (one over the base occupancy: ₹500 a night) and 2 in the other.
    const [three, twoGuests] = [room(3), room(2)];
    expect(two.total).toBe(three.total + twoGuests.total);
    expect(two.kind === 'room' && two.nights.map((n) => [n.base, n.extraGuests, n.price])).toEqual([
      [6000, 500, 6500],
      [6000, 500, 6500],
    ]);
    expect(two).toMatchObject({ units: 2, guests: 5, available: true, reason: null });
  });

  it('the GST slab is read per room: two rooms at ₹4,000 a night stay at 5 %, not ₹8,000 at 18 %', () => {
    const two = unitsQuote(
      { price: 4000 },
      { kind: 'room', checkIn: '2026-12-07', checkOut: '2026-12-08', guests: 4 },
      2,
      OFF,
    );
    expect(quoteTax(two, GST).tax.lines).toEqual([{ rate: 5, taxable: 800000, cgst: 20000, sgst: 20000 }]);
  });

  it('a unit over its guest limit makes the line unavailable with the reason', () => {
    const crowded = unitsQuote(
      ROOM,
      { kind: 'room', checkIn: '2026-12-04', checkOut: '2026-12-06', guests: 7 },
      2,
      OFF,
    );
    expect(crowded.available).toBe(false);
    expect(crowded.reason?.code).toBe('room-guests');
  });
});

describe('the trip quote', () => {
  it('a trip of one line costs what the single-item quote costs, tax and grand total included', () => {
    const q = room();
    const trip = tripQuote({ lines: [{ quote: q }] }, SPAN, GST);
    const single = quoteTax(q, GST);
    expect(trip.total).toBe(q.total);
    expect(trip.tax).toEqual(single.tax);
    expect(trip.grandTotal).toBe(single.grandTotal);
    expect(trip.lines[0]).toMatchObject({ ...q, units: 1, mealPlan: 'EP', meals: null, subtotal: q.total });
    expect(trip.lines[0].gst).toMatchObject({ code: 'room', rates: [5] });
  });

  it('meal plans: per adult and per child per night, taxed with the room at its rate', () => {
    // 2 adults + 1 child on MAP (₹650 and ₹325): ₹1,625 a night for 2 nights; the room ₹3,500 a night.
    const q = room(3);
    const trip = tripQuote(
      { lines: [{ quote: q, mealPlan: 'MAP', mealPrice: { adult: 650, child: 325 }, children: 1 }] },
      SPAN,
      GST,
    );
    expect(trip.lines[0].meals).toEqual({
      plan: 'MAP',
      adults: 2,
      children: 1,
      nights: 2,
      adult: 650,
      child: 325,
      perNight: 1625,
      total: 3250,
    });
    expect(trip.lines[0].subtotal).toBe(7000 + 3250);
    expect(trip.tax).toEqual({ lines: [{ rate: 5, taxable: 1025000, cgst: 25625, sgst: 25625 }], total: 51250 });
    expect(trip.grandTotal).toBe(1025000 + 51250);
    expect(trip.lines[0].gst.note).toMatch(/composite supply/);
  });

  it('meals count towards the night’s value: a ₹7,000 room with ₹1,000 of meals a night is taxed at 18 %', () => {
    const q = quote({ price: 7000 }, { kind: 'room', checkIn: '2026-12-07', checkOut: '2026-12-08', guests: 2 }, OFF);
    const withMeals = tripQuote(
      { lines: [{ quote: q, mealPlan: 'AP', mealPrice: { adult: 500, child: 250 } }] },
      SPAN,
      GST,
    );
    expect(withMeals.tax.lines).toEqual([{ rate: 18, taxable: 800000, cgst: 72000, sgst: 72000 }]);
    const roomOnly = tripQuote({ lines: [{ quote: q, mealPlan: 'EP' }] }, SPAN, GST);
    expect(roomOnly.tax.lines.map((l) => l.rate)).toEqual([5]);
  });

  it('a mixed trip: each line at its own rate, extras at theirs, CGST and SGST equal halves, added up by rate', () => {
    const extras: (TripExtraInput & { name: string })[] = [
      { name: 'Bonfire', unit: 'per-stay', price: 800, quantity: 1, gstRate: 18 },
      { name: 'Pickup', unit: 'per-item', price: 1800, quantity: 1, gstRate: 5 },
      { name: 'Mattress', unit: 'per-night', price: 500, quantity: 1, gstRate: 5 },
    ];
    const trip = tripQuote(
      {
        lines: [
          { quote: room(), mealPlan: 'CP', mealPrice: { adult: 300, child: 150 } },
          { quote: gypsy },
          { quote: tour },
        ],
        extras,
      },
      SPAN,
      GST,
    );
    // Room: 2 × (3,000 + 600) = 7,200 at 5 %; Gypsy 3,500 at 12 %; tour 4 × 900 = 3,600 at 5 %;
    // bonfire 800 at 18 %; pickup 1,800 and mattress 2 × 500 at 5 %.
    expect(trip.lines.map((l) => [l.subtotal, l.tax.lines.map((t) => t.rate)])).toEqual([
      [7200, [5]],
      [3500, [12]],
      [3600, [5]],
    ]);
    expect(trip.extras.map((e) => [e.name, e.count, e.total, e.tax.total])).toEqual([
      ['Bonfire', 1, 800, 14400],
      ['Pickup', 1, 1800, 9000],
      ['Mattress', 2, 1000, 5000],
    ]);
    expect(trip.total).toBe(7200 + 3500 + 3600 + 800 + 1800 + 1000);
    expect(trip.tax.lines).toEqual([
      { rate: 5, taxable: 1360000, cgst: 34000, sgst: 34000 },
      { rate: 12, taxable: 350000, cgst: 21000, sgst: 21000 },
      { rate: 18, taxable: 80000, cgst: 7200, sgst: 7200 },
    ]);
    expect(trip.tax.total).toBe(
      trip.lines.reduce((t, l) => t + l.tax.total, 0) + trip.extras.reduce((t, e) => t + e.tax.total, 0),
    );
    expect(trip.grandTotal).toBe(trip.total * 100 + trip.tax.total);
    for (const l of trip.tax.lines) expect(l.cgst).toBe(l.sgst);
    expect(trip.lines.map((l) => l.gst.code)).toEqual(['room', 'vehicle', 'tour']);
  });

  it('GST is rounded per line, then added: two tours of ₹999 at 5 %', () => {
    // Each tour line: 3 × ₹333 = ₹999 at 5 %: ₹24.975 a half → 2,498 paise each line, not 4,995 once.
    const t = quote({ price: 333, guestLimit: 12 }, { kind: 'tour', checkIn: '2026-12-06', guests: 3 }, OFF);
    const trip = tripQuote({ lines: [{ quote: t }, { quote: t }] }, SPAN, GST);
    expect(trip.lines[0].tax.lines[0]).toEqual({ rate: 5, taxable: 99900, cgst: 2498, sgst: 2498 });
    expect(trip.tax.lines).toEqual([{ rate: 5, taxable: 199800, cgst: 4996, sgst: 4996 }]);
  });

  it('inclusive prices carve the tax out of each line; the grand total is the prices', () => {
    const trip = tripQuote({ lines: [{ quote: room() }, { quote: gypsy }] }, SPAN, INCLUSIVE);
    expect(trip.grandTotal).toBe(trip.total * 100);
    for (const l of trip.lines)
      expect(l.tax.lines.reduce((t, x) => t + x.taxable + x.cgst + x.sgst, 0)).toBe(l.subtotal * 100);
  });

  it('not registered: no tax at all (a bill of supply)', () => {
    const trip = tripQuote(
      { lines: [{ quote: room() }], extras: [{ unit: 'per-stay', price: 800, quantity: 1, gstRate: 18 }] },
      SPAN,
      UNREGISTERED,
    );
    expect(trip.tax).toEqual({ lines: [], total: 0 });
    expect(trip.grandTotal).toBe((6000 + 800) * 100);
    expect(trip.lines[0].gst.code).toBe('unregistered');
  });

  it('a line refused by a stay rule makes the trip unavailable', () => {
    const crowded = room(4); // a room for 3
    expect(tripQuote({ lines: [{ quote: room() }, { quote: crowded }] }, SPAN, GST).available).toBe(false);
  });

  it('a priced meal plan without its price is refused', () => {
    expect(() => tripQuote({ lines: [{ quote: room(), mealPlan: 'AP' }] }, SPAN, GST)).toThrow(RangeError);
  });
});

describe('extras by their unit, over the trip’s nights and guests', () => {
  it('per stay, per night, per guest, per guest per night, per item', () => {
    const span = { nights: 3, guests: 4 };
    expect(extraCount('per-stay', 1, span)).toBe(1);
    expect(extraCount('per-night', 2, span)).toBe(6);
    expect(extraCount('per-guest', 1, span)).toBe(4);
    expect(extraCount('per-guest-per-night', 1, span)).toBe(12);
    expect(extraCount('per-item', 5, span)).toBe(5);
  });

  it('the span: the room lines’ nights and guests, else the rental days, else 1', () => {
    expect(
      tripSpan([
        { kind: 'room', checkIn: '2026-12-04', checkOut: '2026-12-06', guests: 2 },
        { kind: 'room', checkIn: '2026-12-05', checkOut: '2026-12-07', guests: 3 },
        { kind: 'tour', checkIn: '2026-12-06', checkOut: null, guests: 5 },
      ]),
    ).toEqual({ nights: 3, guests: 5 });
    expect(tripSpan([{ kind: 'vehicle', checkIn: '2026-12-04', checkOut: '2026-12-06', guests: 4 }])).toEqual({
      nights: 2,
      guests: 4,
    });
    expect(tripSpan([{ kind: 'tour', checkIn: '2026-12-06', guests: 6 }])).toEqual({ nights: 1, guests: 6 });
  });
});

describe('a total agreed for the whole trip', () => {
  it('is shared among the charges by their prices and each share taxed by its own rule', () => {
    const input = {
      lines: [{ quote: room() }, { quote: gypsy }],
      extras: [{ unit: 'per-stay' as const, price: 800, quantity: 1, gstRate: 18 }],
    };
    // Computed 6,000 + 3,500 + 800 = 10,300; agreed 9,270 (10 % off): 2,700 + 2,700 + 3,150 + 720.
    const billed = tripBilled(input, SPAN, GST, 9270);
    expect(billed).toMatchObject({ total: 9270, discount: 1030 });
    expect(billed.tax.lines).toEqual([
      { rate: 5, taxable: 540000, cgst: 13500, sgst: 13500 },
      { rate: 12, taxable: 315000, cgst: 18900, sgst: 18900 },
      { rate: 18, taxable: 72000, cgst: 6480, sgst: 6480 },
    ]);
    expect(billed.grandTotal).toBe(927_000 + billed.tax.total);
  });

  it('a room night agreed above ₹7,500 moves to 18 %, as the value actually charged', () => {
    const q = quote({ price: 7000 }, { kind: 'room', checkIn: '2026-12-07', checkOut: '2026-12-08', guests: 2 }, OFF);
    expect(tripBilled({ lines: [{ quote: q }] }, SPAN, GST, 8000).tax.lines[0].rate).toBe(18);
  });
});

describe('a trip’s status, from its lines', () => {
  it('the furthest of its live lines; cancelled when none is live', () => {
    expect(tripStatus(['enquiry', 'held'])).toBe('held');
    expect(tripStatus(['confirmed', 'cancelled', 'held'])).toBe('confirmed');
    expect(tripStatus(['checked-in', 'confirmed'])).toBe('checked-in');
    expect(tripStatus(['checked-out', 'checked-in'])).toBe('checked-out');
    expect(tripStatus(['completed'])).toBe('checked-out');
    expect(tripStatus(['cancelled', 'no-show'])).toBe('cancelled');
    expect(tripStatus([])).toBe('cancelled');
  });
});
