import { describe, expect, it } from 'vitest';
import { folio, type FolioEntry, type FolioInput } from '../src/money/folio';
import { folioFiguresText, totalWithTaxText } from '../src/money/folio-text';
import { chargeLines, slabNotes } from '../src/money/charges';
import { quote } from '../src/pricing/quote';
import { quoteTax, type TaxSettings } from '../src/tax/gst';

const OFF = { isActive: false, percentageIncrease: 0 };
const EXCLUSIVE: TaxSettings = { gstRegistered: true, pricesIncludeGst: false, tourGstRate: 5, vehicleGstRate: 5 };
const INCLUSIVE: TaxSettings = { ...EXCLUSIVE, pricesIncludeGst: true };
const UNREGISTERED: TaxSettings = { ...EXCLUSIVE, gstRegistered: false };
/** The family suite of the issue: ₹6,200 a night for 2, ₹800 per extra guest; 4 guests on two weekday nights. */
const suite = quote(
  { price: 6200, baseOccupancy: 2, extraGuestPrice: 800, guestLimit: 4 },
  { kind: 'room', checkIn: '2026-12-15', checkOut: '2026-12-17', guests: 4 },
  OFF,
);
const paid = (amount: number, extra: Partial<FolioEntry> = {}): FolioEntry => ({
  kind: 'payment',
  amount,
  voidedAt: null,
  ...extra,
});
const of = (over: Partial<FolioInput> = {}) =>
  folio({
    quote: suite,
    agreedTotal: null,
    status: 'confirmed',
    settings: EXCLUSIVE,
    entries: [],
    invoice: null,
    ...over,
  });

describe('the folio of a stay', () => {
  it('when two nights cost ₹7,800 with extra guests, then the 18 % slab applies and every figure follows: ₹15,600 + ₹2,808 = ₹18,408', () => {
    const f = of({ entries: [paid(552_200)] });
    expect(f).toMatchObject({
      quoted: 1_560_000,
      discount: 0,
      charges: 1_560_000,
      total: 1_840_800,
      amountDue: 1_840_800,
      paid: 552_200,
      balance: 1_288_600,
      credit: 0,
    });
    // Notification 15/2025-Central Tax (Rate): above ₹7,500 a unit a night, 18 % (9 % CGST + 9 % SGST).
    expect(f.tax.lines).toEqual([{ rate: 18, taxable: 1_560_000, cgst: 140_400, sgst: 140_400 }]);
    expect(totalWithTaxText(f, 'en')).toBe('₹15,600 + GST ₹2,808 = ₹18,408');
    expect(folioFiguresText(f, 'en')).toBe('total ₹18,408 incl. GST, paid ₹5,522, balance ₹12,886');
    expect(folioFiguresText(f, 'hi')).toBe('कुल ₹18,408 (GST सहित), भुगतान ₹5,522, बाकी ₹12,886');
  });

  it('when the guest is checked in or out, then the stay is still owed (only blocks and cancelled stays owe nothing)', () => {
    for (const status of ['held', 'confirmed', 'checked-in', 'checked-out', 'completed', 'enquiry']) {
      expect(of({ status }).amountDue).toBe(1_840_800);
    }
    expect(of({ status: 'cancelled' }).amountDue).toBe(0);
    expect(of({ status: 'blocked', quote: null }).amountDue).toBe(0);
  });

  it('when a cancelled stay was paid ₹2,000, then it shows ₹2,000 in credit until a refund of ₹2,000 brings paid to 0', () => {
    const kept = of({ status: 'cancelled', entries: [paid(200_000)] });
    expect(kept).toMatchObject({ amountDue: 0, paid: 200_000, balance: 0, credit: 200_000 });
    const refunded = of({ status: 'cancelled', entries: [paid(200_000), { ...paid(200_000), kind: 'refund' }] });
    expect(refunded).toMatchObject({ payments: 200_000, refunds: 200_000, paid: 0, credit: 0 });
  });

  it('when a payment or a refund is voided, then it counts for nothing', () => {
    const f = of({ entries: [paid(100_000), paid(50_000, { voidedAt: '2026-12-01T10:00:00Z' })] });
    expect(f.paid).toBe(100_000);
    const g = of({ entries: [paid(100_000), { ...paid(40_000), kind: 'refund', voidedAt: new Date() }] });
    expect(g.paid).toBe(100_000);
  });

  it('when a no-show paid an advance, then it owes what it paid and no more', () => {
    expect(of({ status: 'no-show', entries: [paid(500_000)] })).toMatchObject({ amountDue: 500_000, balance: 0 });
    expect(of({ status: 'no-show' })).toMatchObject({ amountDue: 0, balance: 0 });
  });

  it('when a total of ₹14,000 is agreed, then the discount is ₹1,600 and each night (₹7,000) takes the 5 % slab', () => {
    const f = of({ agreedTotal: 14_000 });
    expect(f).toMatchObject({ quoted: 1_560_000, discount: 160_000, charges: 1_400_000, total: 1_470_000 });
    expect(totalWithTaxText(f, 'en')).toBe('₹14,000 + GST ₹700 = ₹14,700');
  });

  it('when prices include GST, then the tax is inside the charges, the slab is read from the price less the tax (₹7,428.57: 5 %) and the total says so', () => {
    const f = of({ settings: INCLUSIVE });
    expect(f.total).toBe(1_560_000);
    expect(f.taxIncluded).toBe(true);
    expect(totalWithTaxText(f, 'en')).toBe('₹15,600 incl. GST ₹742.86');
    expect(totalWithTaxText(f, 'en', { whole: true })).toBe('₹15,600 incl. GST ₹743');
  });

  it('when the business is not registered, then there is no tax and the total is the charges', () => {
    const f = of({ settings: UNREGISTERED });
    expect(f).toMatchObject({ total: 1_560_000, tax: { lines: [], total: 0 } });
    expect(totalWithTaxText(f, 'hi')).toBe('₹15,600');
  });

  it('when a tax invoice is in force, then its figures hold whatever the settings now say, and its credit notes reduce what is owed', () => {
    const issued = quoteTax(suite, EXCLUSIVE);
    const invoice = {
      _id: '00000000-0000-4000-8000-000000000001',
      number: 'INV/26-27/0007',
      subtotal: 1_560_000,
      tax: issued.tax,
      grandTotal: issued.grandTotal,
      credited: 0,
    };
    expect(of({ invoice, settings: UNREGISTERED })).toMatchObject({ total: 1_840_800, amountDue: 1_840_800 });
    const partly = of({ invoice: { ...invoice, credited: 920_400 }, entries: [paid(500_000)] });
    expect(partly).toMatchObject({ credited: 920_400, amountDue: 920_400, balance: 420_400 });
    expect(partly.invoice).toEqual({ _id: invoice._id, number: 'INV/26-27/0007' });
  });
});

describe('the lines of a bill', () => {
  it('when 4 guests stay two nights in a room for 2, then the nights and the extra guests add up to the total as written', () => {
    expect(chargeLines(suite)).toEqual([
      { code: 'nights', count: 2, each: 6200, amount: 12_400, rule: null },
      { code: 'extraGuests', count: 2, each: 1600, amount: 3200, rule: null },
    ]);
  });

  it('when the weekend surcharge applies to one night, then it is a line of its own with its percentage', () => {
    const q = quote(
      { price: 2000 },
      { kind: 'room', checkIn: '2026-12-17', checkOut: '2026-12-19', guests: 2 },
      { isActive: true, percentageIncrease: 25 },
    );
    const lines = chargeLines(q);
    expect(lines).toEqual([
      { code: 'nights', count: 2, each: 2000, amount: 4000, rule: null },
      { code: 'weekend', count: 1, each: 500, amount: 500, rule: null, percent: 25 },
    ]);
    expect(lines.reduce((t, l) => t + l.amount, 0)).toBe(q.total);
  });

  it('when a tour is for 4 persons, then one line says 4 × the price per person', () => {
    const q = quote({ price: 800 }, { kind: 'tour', checkIn: '2026-12-15', guests: 4 }, OFF);
    expect(chargeLines(q)).toEqual([{ code: 'persons', count: 4, each: 800, amount: 3200, rule: null }]);
  });

  it('when nights are above ₹7,500, then the owner is told which slab they take and what they crossed', () => {
    expect(slabNotes(suite, EXCLUSIVE)).toEqual([{ rate: 18, nights: 2, price: 7800, above: 7500 }]);
    const two = quote({ price: 6200 }, { kind: 'room', checkIn: '2026-12-15', checkOut: '2026-12-17', guests: 2 }, OFF);
    expect(slabNotes(two, EXCLUSIVE)).toEqual([]);
    expect(slabNotes(suite, UNREGISTERED)).toEqual([]);
  });
});
