import { describe, expect, it } from 'vitest';
import { quote, type Quote } from '../src/pricing/quote';
import { amountInWords, numberInWords } from '../src/tax/amount-in-words';
import { financialYearAt, financialYearOf } from '../src/tax/financial-year';
import { quoteTax, taxOf, type TaxSettings } from '../src/tax/gst';
import { roomGstRate } from '../src/tax/gst-rates';
import { gstinCheckCharacter, isValidGstin } from '../src/tax/gstin';
import { formatPaise, paiseToDecimal, rupeesToPaise } from '../src/tax/paise';
import { upiUrl } from '../src/tax/upi';

const OFF = { isActive: false, percentageIncrease: 0 };
const EXCLUSIVE: TaxSettings = { gstRegistered: true, pricesIncludeGst: false, tourGstRate: 5, vehicleGstRate: 12 };
const INCLUSIVE: TaxSettings = { ...EXCLUSIVE, pricesIncludeGst: true };
const roomQuote = (price: number, checkIn: string, checkOut: string, weekend = OFF): Quote =>
  quote({ price }, { kind: 'room', checkIn, checkOut, guests: 2 }, weekend);

describe('room slabs by date and by the night price', () => {
  it('from 22 Sep 2025: ₹7,500 exactly is 5 %, ₹7,501 is 18 %', () => {
    expect(roomGstRate('2025-09-22', 7500, false)).toBe(5);
    expect(roomGstRate('2025-09-22', 7501, false)).toBe(18);
  });
  it('the day before (21 Sep 2025) the 12 % slab applies up to ₹7,500', () => {
    expect(roomGstRate('2025-09-21', 7500, false)).toBe(12);
    expect(roomGstRate('2025-09-21', 7501, false)).toBe(18);
  });
  it('between Oct 2019 and 17 Jul 2022 a night of ₹1,000 or less is exempt; from 18 Jul 2022 it is 12 %', () => {
    expect(roomGstRate('2022-07-17', 1000, false)).toBe(0);
    expect(roomGstRate('2022-07-17', 1001, false)).toBe(12);
    expect(roomGstRate('2022-07-18', 1000, false)).toBe(12);
    expect(roomGstRate('2019-10-01', 999, false)).toBe(0);
  });
  it('inclusive prices: the value without the tax decides (₹7,875 = ₹7,500 + 5 %; ₹7,876 is 18 %)', () => {
    expect(roomGstRate('2026-11-20', 7875, true)).toBe(5);
    expect(roomGstRate('2026-11-20', 7876, true)).toBe(18);
  });
  it('a weekend surcharge moves Friday and Saturday nights across ₹7,500 while weekdays stay at 5 %', () => {
    // 2026-11-19 Thu, 20 Fri, 21 Sat; ₹7,000 + 10 % = ₹7,700 on Friday and Saturday nights.
    const q = roomQuote(7000, '2026-11-19', '2026-11-22', { isActive: true, percentageIncrease: 10 });
    expect(q.kind === 'room' && q.nights.map((n) => n.price)).toEqual([7000, 7700, 7700]);
    const { tax, grandTotal } = quoteTax(q, EXCLUSIVE);
    expect(tax.lines).toEqual([
      { rate: 5, taxable: 700000, cgst: 17500, sgst: 17500 },
      { rate: 18, taxable: 1540000, cgst: 138600, sgst: 138600 },
    ]);
    expect(tax.total).toBe(312200);
    expect(grandTotal).toBe(2240000 + 312200);
  });
});

describe('the tax of a quote', () => {
  it('exclusive prices add the tax: two nights at ₹2,499 → ₹4,998 + ₹249.90', () => {
    const { tax, grandTotal } = quoteTax(roomQuote(2499, '2026-11-16', '2026-11-18'), EXCLUSIVE);
    expect(tax).toEqual({ lines: [{ rate: 5, taxable: 499800, cgst: 12495, sgst: 12495 }], total: 24990 });
    expect(grandTotal).toBe(524790);
  });
  it('inclusive prices carve the tax out, rounded to the paisa, and the grand total is the price', () => {
    // ₹1,999 × 100 × 5 / 210 = 4,759.52… paise per half → 4,760.
    const { tax, grandTotal } = quoteTax(roomQuote(1999, '2026-11-16', '2026-11-17'), INCLUSIVE);
    expect(tax.lines).toEqual([{ rate: 5, taxable: 190380, cgst: 4760, sgst: 4760 }]);
    expect(190380 + 4760 * 2).toBe(199900);
    expect(grandTotal).toBe(199900);
  });
  it('rounds halves up and keeps CGST equal to SGST', () => {
    // 1,001 paise at 5 %: 25.025 paise per half → 25.
    expect(taxOf(new Map([[5, 1001]]), false).lines[0]).toEqual({ rate: 5, taxable: 1001, cgst: 25, sgst: 25 });
    // 1,010 paise at 5 %: 25.25 → 25; 1,020 at 5 %: 25.5 → 26.
    expect(taxOf(new Map([[5, 1020]]), false).lines[0].cgst).toBe(26);
  });
  it('tours and vehicles take the owner’s rates', () => {
    const tour = quote({ price: 1000 }, { kind: 'tour', checkIn: '2026-11-16', guests: 3 }, OFF);
    expect(quoteTax(tour, EXCLUSIVE).tax.lines).toEqual([{ rate: 5, taxable: 300000, cgst: 7500, sgst: 7500 }]);
    const gypsy = quote(
      { price: 2500 },
      { kind: 'vehicle', checkIn: '2026-11-16', checkOut: '2026-11-17', guests: 1 },
      OFF,
    );
    expect(quoteTax(gypsy, EXCLUSIVE).tax.lines).toEqual([{ rate: 12, taxable: 250000, cgst: 15000, sgst: 15000 }]);
  });
  it('not registered: a bill of supply, no tax lines', () => {
    const q = roomQuote(8000, '2026-11-16', '2026-11-17');
    expect(quoteTax(q, { ...EXCLUSIVE, gstRegistered: false })).toEqual({
      tax: { lines: [], total: 0 },
      grandTotal: 800000,
    });
  });
});

describe('financial year (IST)', () => {
  it('31 March closes the year and 1 April opens the next', () => {
    expect(financialYearOf('2027-03-31')).toEqual({ start: 2026, label: '26-27' });
    expect(financialYearOf('2027-04-01')).toEqual({ start: 2027, label: '27-28' });
    expect(financialYearOf('2099-12-31').label).toBe('99-00');
  });
  it('by the IST date of an instant: 31 Mar 18:30 UTC is already 1 Apr in IST', () => {
    expect(financialYearAt(new Date('2027-03-31T18:29:59Z')).label).toBe('26-27');
    expect(financialYearAt(new Date('2027-03-31T18:30:00Z')).label).toBe('27-28');
  });
});

describe('GSTIN', () => {
  it('accepts a GSTIN whose check character matches and refuses one that does not', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(isValidGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
  });
  it('refuses the wrong format', () => {
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
    expect(isValidGstin('2XAAPFU0939F1ZV')).toBe(false);
  });
});

describe('UPI link', () => {
  it('encodes names with spaces as %20 and Hindi as UTF-8, amounts with two decimals', () => {
    expect(
      upiUrl({
        upiId: 'pachmarhi.stays@okaxis',
        upiName: 'Pachmarhi Stays',
        amount: 150050,
        note: 'K7Q2XM रवि Deluxe Room',
        reference: 'K7Q2XM',
      }),
    ).toBe(
      'upi://pay?pa=pachmarhi.stays@okaxis&pn=Pachmarhi%20Stays&am=1500.50&cu=INR' +
        '&tn=K7Q2XM%20%E0%A4%B0%E0%A4%B5%E0%A4%BF%20Deluxe%20Room&tr=K7Q2XM',
    );
  });
  it('escapes & and = inside a value', () => {
    expect(upiUrl({ upiId: 'a@b', upiName: 'A & B=C', amount: 100, note: 'x', reference: 'R' })).toContain(
      'pn=A%20%26%20B%3DC&am=1.00',
    );
  });
});

describe('money', () => {
  it('rupees with paise as paise, refusing a third decimal', () => {
    expect(rupeesToPaise(1500)).toBe(150000);
    expect(rupeesToPaise(1500.5)).toBe(150050);
    expect(rupeesToPaise(0.29)).toBe(29);
    expect(() => rupeesToPaise(1.005)).toThrow(RangeError);
  });
  it('shows paise only where there are some', () => {
    expect(formatPaise(750000)).toBe('₹7,500');
    expect(formatPaise(787550)).toBe('₹7,875.50');
    expect(paiseToDecimal(5)).toBe('0.05');
  });
  it('writes amounts in words in lakh and crore', () => {
    expect(numberInWords(0)).toBe('Zero');
    expect(numberInWords(125000)).toBe('One Lakh Twenty-Five Thousand');
    expect(numberInWords(10_00_00_000 + 7)).toBe('Ten Crore Seven');
    expect(amountInWords(787550)).toBe('Rupees Seven Thousand Eight Hundred Seventy-Five and Fifty Paise Only');
    expect(amountInWords(2_51_001_00)).toBe('Rupees Two Lakh Fifty-One Thousand One Only');
  });
});
