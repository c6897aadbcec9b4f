import { describe, expect, it } from 'vitest';
import { datesOfInstants, zonedWallClockMs } from '../src/calendar-sync/nights';
import { quote } from '../src/pricing/quote';
import { taxOf, withTax, type TaxSettings } from '../src/tax/gst';

const EXCLUSIVE: TaxSettings = { gstRegistered: true, pricesIncludeGst: false, tourGstRate: 5, vehicleGstRate: 12 };

describe('tax lines', () => {
  it('lists the rates in ascending order whatever order they came in', () => {
    const byRate = new Map([
      [18, 100000],
      [12, 50000],
      [5, 20000],
    ]);
    expect(taxOf(byRate, false)).toEqual({
      lines: [
        { rate: 5, taxable: 20000, cgst: 500, sgst: 500 },
        { rate: 12, taxable: 50000, cgst: 3000, sgst: 3000 },
        { rate: 18, taxable: 100000, cgst: 9000, sgst: 9000 },
      ],
      total: 25000,
    });
  });
  it('adds the tax and the grand total to a quote and keeps its fields', () => {
    const q = quote(
      { price: 2499 },
      { kind: 'room', checkIn: '2025-10-01', checkOut: '2025-10-03', guests: 2 },
      { isActive: false, percentageIncrease: 0 },
    );
    const taxed = withTax(q, EXCLUSIVE);
    expect(taxed.total).toBe(4998);
    expect(taxed.kind).toBe('room');
    expect(taxed.tax).toEqual({ lines: [{ rate: 5, taxable: 499800, cgst: 12495, sgst: 12495 }], total: 24990 });
    expect(taxed.grandTotal).toBe(524790);
  });
});

describe('imported nights at the edges', () => {
  it('an event without length starting exactly at midnight IST takes that day (vehicles)', () => {
    const midnight = Date.parse('2026-03-09T18:30:00.000Z');
    expect(datesOfInstants('vehicle', midnight, midnight)).toEqual({ checkIn: '2026-03-10', checkOut: '2026-03-11' });
  });
  it('an event without length starting exactly at noon IST takes the night that starts then (rooms)', () => {
    const noon = Date.parse('2026-03-10T06:30:00.000Z');
    expect(datesOfInstants('room', noon, noon)).toEqual({ checkIn: '2026-03-10', checkOut: '2026-03-11' });
  });
  it('reads a wall-clock time just after New York springs forward (8 Mar 2026, 03:30 EDT)', () => {
    const wall = { year: 2026, month: 3, day: 8, hour: 3, minute: 30, second: 0 };
    expect(new Date(zonedWallClockMs(wall, 'America/New_York')).toISOString()).toBe('2026-03-08T07:30:00.000Z');
  });
});
