import { afterEach, describe, expect, it } from 'vitest';
import { setDisplayLang } from '../src/i18n/lang';
import { amountText, isWeekendIST, perUnitPrice, priceLineText, priceView } from '../src/pricing/price-view';
import { eachDate, isSurcharged, quote } from '../src/pricing/quote';
import { catalogT } from './support/catalog-texts';

// 2027-01-08 is a Friday.
const ACTIVE = { isActive: true, percentageIncrease: 25 };
const SAT_IST = new Date('2026-11-21T06:00:00Z');
const FRI_IST = new Date('2026-11-20T06:00:00Z');
const SUN_IST = new Date('2026-11-22T06:00:00Z');

afterEach(() => setDisplayLang('en'));

describe('isSurcharged', () => {
  it('when a listed price is shown, then Saturdays and Sundays count for every kind (not the room nights)', () => {
    const week = eachDate('2026-11-16', '2026-11-23'); // Monday … Sunday
    expect(week.filter((d) => isSurcharged('listed', d))).toEqual(['2026-11-21', '2026-11-22']);
    expect([FRI_IST, SAT_IST, SUN_IST].map((d) => isWeekendIST(d))).toEqual([false, true, true]);
  });
});

describe('priceView of a listed price', () => {
  it('when a room is shown on a Friday or a Sunday, then the day rule decides (ADR 007), not the night rule', () => {
    expect(priceView({ basePrice: 2000, status: ACTIVE, now: FRI_IST }).amount).toBe(2000);
    expect(priceView({ basePrice: 2000, status: ACTIVE, now: SUN_IST })).toEqual({
      basis: 'today',
      amount: 2500,
      unitPrice: 2000,
      weekendPercentage: 25,
      surcharge: 500,
      weekendKey: 'price.weekendHelper',
      units: null,
      lines: [],
    });
  });
  it('when rendered, then the weekend note comes from the page language texts', () => {
    const view = priceView({ basePrice: 2000, status: ACTIVE, now: SAT_IST });
    expect(amountText(view, catalogT)).toBe('₹2,500 (Weekend +25%)');
    setDisplayLang('hi');
    expect(amountText(view, catalogT)).toBe('₹2,500 (वीकेंड +25%)');
    expect(amountText(priceView({ basePrice: 2000, status: ACTIVE, now: FRI_IST }), catalogT)).toBe('₹2,000');
  });
});

describe('priceView of a quote', () => {
  it('when a Friday–Sunday stay is quoted, then the total, the units, the surcharge and each date with its note', () => {
    const view = priceView({
      quote: quote({ price: 2000 }, { kind: 'room', checkIn: '2027-01-08', checkOut: '2027-01-11', guests: 2 }, ACTIVE),
    });
    expect(view).toMatchObject({
      basis: 'stay',
      amount: 7000,
      unitPrice: 2000,
      weekendPercentage: 25,
      surcharge: 1000,
      weekendKey: 'price.inclWeekend',
      units: { unit: 'night', count: 3 },
    });
    expect(view.lines.map((l) => priceLineText(l, catalogT))).toEqual([
      'Fri 8 Jan ₹2,500 · weekend +25%',
      'Sat 9 Jan ₹2,500 · weekend +25%',
      'Sun 10 Jan ₹2,000',
    ]);
  });
  it('when a card previews nights without a surcharged one, then no weekend note and no percentage', () => {
    const view = priceView({
      quote: quote({ price: 2000 }, { kind: 'room', checkIn: '2027-01-10', checkOut: '2027-01-12', guests: 2 }, ACTIVE),
      preview: true,
    });
    expect(view).toMatchObject({ basis: 'preview', amount: 4000, weekendPercentage: 0, weekendKey: null });
    expect(amountText(view, catalogT)).toBe('₹4,000');
  });
  it('when a tour is quoted, then it counts persons and each line shows the price per person', () => {
    setDisplayLang('hi');
    const view = priceView({
      quote: quote({ price: 800 }, { kind: 'tour', checkIn: '2027-01-09', guests: 3 }, ACTIVE),
    });
    expect(view.units).toEqual({ unit: 'person', count: 3 });
    expect(view.lines.map((l) => priceLineText(l, catalogT))).toEqual(['शनि 9 जन॰ ₹1,000 × 3 = ₹3,000 · वीकेंड +25%']);
  });
});

describe('perUnitPrice (point 1 of issue 25: the per-night price beside the total on cards)', () => {
  it('when a two-night weekday stay is quoted, then each night costs the same and the per-night price is exact', () => {
    const view = priceView({
      quote: quote({ price: 1800 }, { kind: 'room', checkIn: '2027-01-04', checkOut: '2027-01-06', guests: 2 }, ACTIVE),
    });
    expect(view.amount).toBe(3600);
    expect(perUnitPrice(view)).toEqual({ amount: 1800, unit: 'night', average: false });
  });
  it('when a stay has a surcharged weekend night, then the per-night price is the mean rounded to the rupee and says so', () => {
    const view = priceView({
      quote: quote({ price: 1999 }, { kind: 'room', checkIn: '2027-01-07', checkOut: '2027-01-10', guests: 2 }, ACTIVE),
    });
    // Thu 1999 + Fri 2499 (1999 × 1.25 rounded) + Sat 2499 = 6997 → 6997 / 3 = 2332.33 → 2332.
    expect(view.lines.map((l) => l.amount)).toEqual([1999, 2499, 2499]);
    expect(perUnitPrice(view)).toEqual({ amount: 2332, unit: 'night', average: true });
  });
  it('when a tour for three persons or a two-day Gypsy rental is quoted, then the price is per person or per day', () => {
    const tour = priceView({
      quote: quote({ price: 800 }, { kind: 'tour', checkIn: '2027-01-05', guests: 3 }, ACTIVE),
    });
    expect(perUnitPrice(tour)).toEqual({ amount: 800, unit: 'person', average: false });
    const gypsy = priceView({
      quote: quote(
        { price: 3000 },
        { kind: 'vehicle', checkIn: '2027-01-05', checkOut: '2027-01-07', guests: 2 },
        ACTIVE,
      ),
    });
    expect(perUnitPrice(gypsy)).toEqual({ amount: 3000, unit: 'day', average: false });
  });
  it("when a view is today's listed price, then there is no per-unit price beside it", () => {
    expect(perUnitPrice(priceView({ basePrice: 2000, status: ACTIVE, now: FRI_IST }))).toBeNull();
  });
});
