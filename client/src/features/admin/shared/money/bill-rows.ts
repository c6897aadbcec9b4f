/**
 * A stay's bill as rows to show, in the back office's language: what the quote charges line by
 * line, the agreed discount, the GST by rate (with the note when a room night crosses into the 18 %
 * slab), the total with its tax said once, then what settles it: credit notes, paid (payments −
 * refunds), the balance, what is in credit and a balance carried at check-out. Every figure comes
 * from the folio (common/src/money/folio.ts); only the wording is made here.
 */
import { formatINR } from '@pachmarhi/common/format';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { billedQuote } from '@pachmarhi/common/pricing/agreed-total';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import { chargeLines, slabNotes, type ChargeLine, type SlabNote } from '@pachmarhi/common/money/charges';
import { totalWithTaxText } from '@pachmarhi/common/money/folio-text';
import type { BalanceCarried, Folio } from '@pachmarhi/common/schemas/folio-record';
import type { Invoice } from '@pachmarhi/common/schemas/money-records';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { adminText } from '@/i18n';

/** One row of a bill: what it is and its figure as shown ('' for a note). `key` names it for tests (`bill-<key>`). */
export interface BillRow {
  key: string;
  label: string;
  value: string;
  /** 'note': an explanation under the line above; 'total': a figure that sums up (bold). */
  kind?: 'note' | 'total';
}

/** What the charges part of a bill is made from. */
export interface BillSource {
  /** The stay's quote as computed (before any agreed total); null for blocks. */
  quote: Quote | null;
  /** The total agreed with the guest, whole rupees; null: the quote's. */
  agreedTotal: number | null;
  folio: Pick<Folio, 'discount' | 'charges' | 'tax' | 'taxIncluded' | 'total' | 'invoice'>;
  /** Registered for GST and whether prices include it (the slab notes read them). */
  settings: { gstRegistered: boolean; pricesIncludeGst: boolean };
}

const MINUS = '−';
/** The unit a kind's dates are counted in: nights (rooms), days (vehicles, tours). */
const unitOf = (q: Quote) => (q.kind === 'room' ? 'nights' : 'days');

/** "2 nights × ₹6,200", "3 persons × ₹800", "Weekend surcharge 25 % (1 night)", "Extra guests: ₹1,600 a night × 2 nights". */
export function chargeLineLabel(line: ChargeLine, q: Quote): string {
  const each = formatINR(line.each);
  const units = adminText(`bill.units.${unitOf(q)}`, { count: line.count });
  const label =
    line.code === 'weekend'
      ? adminText('bill.weekend', { percent: line.percent ?? q.weekendPercentage, units })
      : line.code === 'extraGuests'
        ? adminText('bill.extraGuests', { each, units })
        : adminText(`bill.${line.code}`, { count: line.count, each });
  return line.rule ? `${label} · ${line.rule}` : label;
}

/** "This night is taxed at 18 %: ₹7,800 > ₹7,500" (or "These 2 nights …"). */
export const slabNoteText = (n: SlabNote): string =>
  adminText('bill.slabNote', { count: n.nights, rate: n.rate, price: formatINR(n.price), above: formatINR(n.above) });

/**
 * The charges of a bill down to its total: the quote's lines (or "Invoiced as INV/…" once an
 * invoice fixes them), the agreed discount, each GST rate on what it taxes, the slab notes of the
 * room nights taxed above the lowest rate, and "Total ₹15,600 + GST ₹2,808 = ₹18,408".
 */
export function chargeRows({ quote, agreedTotal, folio, settings }: BillSource): BillRow[] {
  const rows: BillRow[] = [];
  if (folio.invoice) {
    rows.push({
      key: 'invoiced',
      label: adminText('bill.invoiced', { number: folio.invoice.number }),
      value: formatPaise(folio.charges),
    });
  } else if (quote) {
    chargeLines(quote).forEach((line, i) =>
      rows.push({ key: `${line.code}-${i}`, label: chargeLineLabel(line, quote), value: formatINR(line.amount) }),
    );
    if (folio.discount !== 0 && agreedTotal !== null)
      rows.push({
        key: 'discount',
        label: adminText(folio.discount > 0 ? 'bill.discount' : 'bill.agreedAbove', { agreed: formatINR(agreedTotal) }),
        value: `${folio.discount > 0 ? MINUS : '+'}${formatPaise(Math.abs(folio.discount))}`,
      });
  }
  const taxed = folio.tax.lines.filter((l) => l.rate > 0);
  for (const l of taxed)
    rows.push({
      key: `gst-${l.rate}`,
      label: adminText(folio.taxIncluded ? 'bill.gstIncluded' : 'bill.gst', {
        rate: l.rate,
        taxable: formatPaise(l.taxable),
      }),
      value: formatPaise(l.cgst + l.sgst),
    });
  if (quote) {
    const rates = new Set(taxed.map((l) => l.rate));
    for (const n of slabNotes(billedQuote(quote, agreedTotal), settings).filter((s) => rates.has(s.rate)))
      rows.push({ key: `slab-${n.rate}`, label: slabNoteText(n), value: '', kind: 'note' });
  }
  rows.push({
    key: 'total',
    label: adminText('bill.total'),
    value: totalWithTaxText(folio, displayLang()),
    kind: 'total',
  });
  return rows;
}

/**
 * What settles a bill: the credit notes of the invoice in force, the amount due when it differs
 * from the total, paid (payments − refunds), the balance, what was paid beyond what is owed, and a
 * balance the guest left owing at check-out with its reason (while some of it is unpaid).
 */
export function settlementRows(
  folio: Folio,
  creditNotes: readonly Pick<Invoice, 'number' | 'reason' | 'total'>[],
  carried: BalanceCarried | null,
): BillRow[] {
  const rows: BillRow[] = creditNotes.map((n) => ({
    key: `credit-note-${n.number}`,
    label: n.reason
      ? adminText('bill.creditNoteReason', { number: n.number, reason: n.reason })
      : adminText('bill.creditNote', { number: n.number }),
    value: `${MINUS}${formatPaise(n.total)}`,
  }));
  if (folio.amountDue !== folio.total)
    rows.push({
      key: 'amountDue',
      label: adminText('bill.amountDue'),
      value: formatPaise(folio.amountDue),
      kind: 'total',
    });
  rows.push({
    key: 'paid',
    label:
      folio.refunds > 0
        ? adminText('bill.paidLessRefunds', {
            payments: formatPaise(folio.payments),
            refunds: formatPaise(folio.refunds),
          })
        : adminText('bill.paid'),
    value: formatPaise(folio.paid),
  });
  rows.push({ key: 'balance', label: adminText('bill.balance'), value: formatPaise(folio.balance), kind: 'total' });
  if (folio.credit > 0) rows.push({ key: 'credit', label: adminText('bill.credit'), value: formatPaise(folio.credit) });
  if (carried && folio.balance > 0)
    rows.push({
      key: 'carried',
      label: adminText('bill.carried', { reason: carried.reason }),
      value: formatPaise(carried.amount),
      kind: 'note',
    });
  return rows;
}
