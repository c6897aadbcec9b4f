import { describe, expect, it } from 'vitest';
import { billedQuote } from '../src/pricing/agreed-total';
import { quote, quoteLines, type Quote } from '../src/pricing/quote';
import { quoteTax, type TaxSettings } from '../src/tax/gst';

const OFF = { isActive: false, percentageIncrease: 0 };
const EXCLUSIVE: TaxSettings = { gstRegistered: true, pricesIncludeGst: false, tourGstRate: 5, vehicleGstRate: 12 };
const room = (price: number, checkIn: string, checkOut: string): Quote =>
  quote({ price }, { kind: 'room', checkIn, checkOut, guests: 2 }, OFF);

describe('the quote a reservation is billed on (agreed total)', () => {
  it('when no total was agreed, then the quote itself', () => {
    const q = room(1800, '2026-12-04', '2026-12-06');
    expect(billedQuote(q, null)).toBe(q);
    expect(billedQuote(q, undefined)).toBe(q);
  });

  it('when ₹3,000 is agreed for two nights of ₹1,800, then each night carries ₹1,500 and the 5 % GST applies to ₹3,000', () => {
    const billed = billedQuote(room(1800, '2026-12-04', '2026-12-06'), 3000);
    expect(billed.total).toBe(3000);
    expect(quoteLines(billed).map((l) => l.price)).toEqual([1500, 1500]);
    // Rooms up to ₹7,500 a night: 5 % (CGST 2.5 % + SGST 2.5 %), on top of exclusive prices.
    expect(quoteTax(billed, EXCLUSIVE).grandTotal).toBe(315_000);
  });

  it('when the agreed total does not divide evenly, then the shares are whole rupees in proportion, summing to it', () => {
    const q = quote({ price: 1000 }, { kind: 'room', checkIn: '2026-12-07', checkOut: '2026-12-10', guests: 2 }, OFF);
    const billed = billedQuote(q, 2000);
    expect(quoteLines(billed).map((l) => l.price)).toEqual([667, 667, 666]);
    expect(quoteLines(billed).reduce((t, l) => t + l.price, 0)).toBe(2000);
  });

  it('when a night above ₹7,500 is discounted below it, then that night takes the 5 % slab of its agreed share', () => {
    const billed = billedQuote(room(8000, '2026-12-07', '2026-12-08'), 7000);
    expect(quoteTax(billed, EXCLUSIVE).tax.lines).toEqual([{ rate: 5, taxable: 700_000, cgst: 17_500, sgst: 17_500 }]);
  });
});
