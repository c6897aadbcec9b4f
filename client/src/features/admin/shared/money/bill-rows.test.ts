import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { folio, type FolioInput } from '@pachmarhi/common/money/folio';
import { quote } from '@pachmarhi/common/pricing/quote';
import type { TaxSettings } from '@pachmarhi/common/tax/gst';
import i18n from '@/i18n';
import { loadAdminScreenTexts } from '@/i18n/admin-texts';
import { chargeRows, settlementRows, type BillRow } from './bill-rows';
import { rupeesInput } from './payment-form';

const OFF = { isActive: false, percentageIncrease: 0 };
const GST: TaxSettings = { gstRegistered: true, pricesIncludeGst: false, tourGstRate: 5, vehicleGstRate: 5 };
/** The family suite: ₹6,200 a night for two, ₹800 per extra guest, four guests, Tue 15 – Thu 17 Dec 2026. */
const suite = quote(
  { price: 6200, baseOccupancy: 2, extraGuestPrice: 800, guestLimit: 4 },
  { kind: 'room', checkIn: '2026-12-15', checkOut: '2026-12-17', guests: 4 },
  OFF,
);
const of = (over: Partial<FolioInput> = {}) =>
  folio({ quote: suite, agreedTotal: null, status: 'confirmed', settings: GST, entries: [], invoice: null, ...over });
const bill = (over: Partial<FolioInput> = {}) => {
  const f = of(over);
  return chargeRows({ quote: suite, agreedTotal: over.agreedTotal ?? null, folio: f, settings: GST });
};
/** The suite's tax invoice as issued, `credited` paise taken off by its credit notes. */
const invoice = (credited: number) => ({
  _id: 'inv',
  number: 'INV/26-27/0007',
  subtotal: 1_560_000,
  tax: of().tax,
  grandTotal: 1_840_800,
  credited,
});
/** Rows as "label | value" lines, to read like the screen. */
const lines = (rows: BillRow[]) => rows.map((r) => `${r.label} | ${r.value}`);

beforeAll(async () => {
  await loadAdminScreenTexts(); // the bill's screens' texts (admin-more.json)
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('the bill of a stay (chargeRows)', () => {
  it('when two nights cost ₹7,800 with two extra guests, then the lines add up as written and the 18 % slab is said before saving', () => {
    expect(lines(bill())).toEqual([
      '2 nights × ₹6,200 | ₹12,400',
      'Extra guests: ₹1,600 a night × 2 nights | ₹3,200',
      'GST 18 % on ₹15,600 | ₹2,808',
      'These 2 nights are taxed at 18 %: ₹7,800 > ₹7,500 | ',
      'Total | ₹15,600 + GST ₹2,808 = ₹18,408',
    ]);
    expect(bill().find((r) => r.key === 'slab-18')?.kind).toBe('note');
  });

  it('when the owner agrees ₹14,040, then the discount is a line of its own and each night (₹7,020) falls to the 5 % slab: no slab note', () => {
    expect(lines(bill({ agreedTotal: 14_040 }))).toEqual([
      '2 nights × ₹6,200 | ₹12,400',
      'Extra guests: ₹1,600 a night × 2 nights | ₹3,200',
      'Discount: agreed total ₹14,040 | −₹1,560',
      'GST 5 % on ₹14,040 | ₹702',
      'Total | ₹14,040 + GST ₹702 = ₹14,742',
    ]);
  });

  it('when one night is booked, then the note speaks of this night', () => {
    const one = quote(
      { price: 6200, baseOccupancy: 2, extraGuestPrice: 800, guestLimit: 4 },
      { kind: 'room', checkIn: '2026-12-15', checkOut: '2026-12-16', guests: 4 },
      OFF,
    );
    const f = folio({ quote: one, agreedTotal: null, status: 'confirmed', settings: GST, entries: [], invoice: null });
    const rows = chargeRows({ quote: one, agreedTotal: null, folio: f, settings: GST });
    expect(rows.find((r) => r.key === 'slab-18')?.label).toBe('This night is taxed at 18 %: ₹7,800 > ₹7,500');
  });

  it('when the stay is invoiced, then the invoice stands for the charges', () => {
    const f = of({ invoice: invoice(0) });
    expect(lines(chargeRows({ quote: suite, agreedTotal: null, folio: f, settings: GST }))[0]).toBe(
      'Invoiced as INV/26-27/0007 | ₹15,600',
    );
  });

  it('when the business is not registered for GST, then there is no GST line and the total is the charges', () => {
    const settings = { ...GST, gstRegistered: false };
    const f = of({ settings });
    expect(lines(chargeRows({ quote: suite, agreedTotal: null, folio: f, settings })).slice(-1)).toEqual([
      'Total | ₹15,600',
    ]);
  });

  it('when the back office reads Hindi, then the bill reads Hindi with the same figures', async () => {
    await i18n.changeLanguage('hi');
    expect(lines(bill())).toEqual([
      '2 रातें × ₹6,200 | ₹12,400',
      'अतिरिक्त मेहमान: ₹1,600 प्रति रात × 2 रातें | ₹3,200',
      'GST 18 % (₹15,600 पर) | ₹2,808',
      'इन 2 रातों पर 18 % कर लगेगा: ₹7,800 > ₹7,500 | ',
      'कुल | ₹15,600 + GST ₹2,808 = ₹18,408',
    ]);
    await i18n.changeLanguage('en');
  });
});

describe('what settles a bill (settlementRows)', () => {
  const entry = (kind: 'payment' | 'refund', amount: number) => ({ kind, amount, voidedAt: null });

  it('when ₹5,522 of ₹18,408 is paid, then paid and the balance read ₹5,522 and ₹12,886 and no amount-due line repeats the total', () => {
    expect(lines(settlementRows(of({ entries: [entry('payment', 552_200)] }), [], null))).toEqual([
      'Paid | ₹5,522',
      'Balance | ₹12,886',
    ]);
  });

  it('when a cancelled stay holds ₹2,000 and ₹500 went back, then it owes nothing, paid is net of the refund and ₹1,500 is in credit', () => {
    const f = of({ status: 'cancelled', entries: [entry('payment', 200_000), entry('refund', 50_000)] });
    expect(lines(settlementRows(f, [], null))).toEqual([
      'Amount due | ₹0',
      'Paid (payments ₹2,000 − refunds ₹500) | ₹1,500',
      'Balance | ₹0',
      'In credit (paid beyond what is owed) | ₹1,500',
    ]);
  });

  it('when a credit note took ₹9,204 off and the guest left owing, then the note, the amount due and the carried balance with its reason show', () => {
    const f = of({ invoice: invoice(920_400) });
    const carried = { amount: 920_400, reason: 'Company pays by NEFT', at: '2026-12-17T05:30:00.000Z', by: 'u1' };
    expect(
      lines(settlementRows(f, [{ number: 'CN/26-27/0002', reason: 'Left a night early', total: 920_400 }], carried)),
    ).toEqual([
      'Credit note CN/26-27/0002 · Left a night early | −₹9,204',
      'Amount due | ₹9,204',
      'Paid | ₹0',
      'Balance | ₹9,204',
      'Carried at check-out: Company pays by NEFT | ₹9,204',
    ]);
  });
});

describe('an amount field prefilled from paise (rupeesInput)', () => {
  it('when the balance is whole rupees, then no decimals; else two', () => {
    expect([rupeesInput(378_000), rupeesInput(378_050), rupeesInput(5)]).toEqual(['3780', '3780.50', '0.05']);
  });
});
