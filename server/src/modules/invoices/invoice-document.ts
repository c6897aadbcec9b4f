/**
 * The content of a tax invoice, a bill of supply or a credit note, frozen when issued: every field
 * of Rule 46 of the CGST Rules 2017 (Rule 49 for a bill of supply, Rule 53 for a credit note).
 */
import { amountInWords } from '@pachmarhi/common/tax/amount-in-words';
import { lineRates, quoteTax, taxOf } from '@pachmarhi/common/tax/gst';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { ROOM_SAC } from '@pachmarhi/common/tax/gst-rates';
import { placeOfSupply } from '@pachmarhi/common/tax/states';
import { todayIST } from '@pachmarhi/common/time';
import { quoteLines } from '@pachmarhi/common/pricing/quote';
import { billedQuote } from '@pachmarhi/common/pricing/agreed-total';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { InvoiceFields } from '@pachmarhi/common/schemas/money';
import type { BusinessSettings, InvoiceDocument, Payment } from '@pachmarhi/common/schemas/money-records';
import { badRequest } from '../../platform/errors/app-error';

/** Where a number comes from: the series ('INV', 'CN'), the financial year ('26-27') and the count. */
export const documentNumber = (series: string, financialYear: string, n: number): string =>
  `${series}/${financialYear}/${String(n).padStart(4, '0')}`;

/** Credit notes have their own series. */
export const CREDIT_NOTE_SERIES = 'CN';

const UNIT = { room: 'night', vehicle: 'day', tour: 'person' } as const;

/**
 * The invoice of a reservation issued on `date` (IST) under `settings`, with the ledger's entries
 * that count (payments and refunds). Each priced date is a line (tours: one line, quantity = persons), at its share of the
 * agreed total when one is set (`billedQuote`).
 * @throws AppError 400 for a reservation without a quote (a block)
 */
export function invoiceDocument(
  r: Reservation,
  settings: BusinessSettings,
  payments: Payment[],
  fields: InvoiceFields,
  issue: { number: string; date: string },
): InvoiceDocument {
  if (!r.quote) throw badRequest('A block has no price: there is nothing to invoice');
  const q = billedQuote(r.quote, r.agreedTotal);
  const rates = lineRates(q, settings);
  const sac = r.kind === 'room' ? ROOM_SAC : r.kind === 'tour' ? settings.tourSac : settings.vehicleSac;
  const itemName = r.itemName ?? r.kind;
  const lines = quoteLines(q).map((l, i) => {
    const quantity = r.kind === 'tour' ? q.guests : 1;
    const amount = l.price * 100;
    return {
      date: l.date,
      description: `${itemName} (${r.kind === 'tour' ? 'tour' : UNIT[r.kind]} of ${l.date})`,
      sac,
      quantity,
      unitPrice: Math.round(amount / quantity),
      amount,
      rate: settings.gstRegistered ? rates[i] : 0,
    };
  });
  const { tax, grandTotal } = quoteTax(q, settings);
  return {
    ...invoiceHead(settings, { name: r.guestName, phone: r.guestPhone }, fields, issue),
    reservation: { reference: r.reference, kind: r.kind, itemName, checkIn: r.checkIn, checkOut: r.checkOut },
    lines,
    subtotal: lines.reduce((t, l) => t + l.amount, 0),
    tax,
    grandTotal,
    grandTotalInWords: amountInWords(grandTotal),
    ...ledgerPart(payments, grandTotal),
  };
}

/** The head of an invoice issued under `settings` to `guest`: its title, number and date, supplier, guest and place of supply (CGST Rule 46). */
export function invoiceHead(
  settings: BusinessSettings,
  guest: { name: string; phone: string },
  fields: InvoiceFields,
  issue: { number: string; date: string },
): Pick<
  InvoiceDocument,
  'type' | 'title' | 'number' | 'date' | 'original' | 'supplier' | 'guest' | 'placeOfSupply' | 'reverseCharge'
> {
  return {
    type: 'invoice',
    title: settings.gstRegistered ? 'Tax invoice' : 'Bill of supply',
    number: issue.number,
    date: issue.date,
    original: null,
    supplier: {
      legalName: settings.legalName,
      address: settings.address,
      gstin: settings.gstRegistered ? settings.gstin : null,
      stateCode: settings.stateCode,
    },
    guest: { ...guest, address: fields.guestAddress, gstin: fields.guestGstin },
    placeOfSupply: placeOfSupply(settings.stateCode),
    reverseCharge: false,
  };
}

/**
 * The "payments received" part of an invoice from the ledger's counted entries: each payment and
 * refund, `paid` (payments − refunds) and `balance` against `owed` (paise: the invoice's total less
 * its credit notes), with `credited` the paise its credit notes took off.
 */
export function ledgerPart(
  entries: readonly Payment[],
  owed: number,
  credited = 0,
): Pick<InvoiceDocument, 'payments' | 'paid' | 'balance' | 'credited'> {
  const paid = entries.reduce((t, p) => t + (p.kind === 'refund' ? -p.amount : p.amount), 0);
  return {
    payments: entries.map((p) => ({
      date: todayIST(new Date(p.receivedAt)),
      kind: p.kind,
      method: p.method,
      reference: p.reference,
      amount: p.amount,
    })),
    paid,
    balance: Math.max(0, owed - paid),
    credited,
  };
}

/** True when the invoice's prices include its tax (its grand total is the sum of its lines). */
const inclusive = (d: InvoiceDocument) => d.grandTotal === d.subtotal;

/**
 * What a credit note takes off an invoice: its remainder, some of its rows — by date (`nights`) or,
 * on a trip's invoice, by the line or extra they bill (`lines`) — or an amount with tax (paise).
 */
export type CreditSpec =
  { remainder: true } | { nights: readonly string[] } | { lines: readonly string[] } | { amount: number };

/** The part of a credit note that depends on what it credits. */
type CreditPart = Pick<InvoiceDocument, 'lines' | 'subtotal' | 'tax' | 'grandTotal'>;

const sumTax = (docs: readonly CreditPart[], rate: number) =>
  docs.reduce(
    (t, d) => {
      const l = d.tax.lines.find((x) => x.rate === rate);
      return l ? { taxable: t.taxable + l.taxable, cgst: t.cgst + l.cgst, sgst: t.sgst + l.sgst } : t;
    },
    { taxable: 0, cgst: 0, sgst: 0 },
  );

/** What names an invoice's row: a trip invoice's line or extra (`lineId`), else its date. */
export const rowKey = (l: InvoiceDocument['lines'][number]): string => l.lineId ?? l.date;

/** The rows of an invoice already credited row by row by `notes` (their `rowKey`). */
export const creditedDates = (notes: readonly InvoiceDocument[]) =>
  new Set(notes.flatMap((n) => (n.creditBasis === 'lines' ? n.lines.map(rowKey) : [])));

/**
 * What is left of `invoice` after its credit notes `notes`, exactly (the tax of each rate less
 * what the notes took): its uncredited lines, or one line per rate once an amount was credited.
 */
function remainder(invoice: InvoiceDocument, notes: readonly InvoiceDocument[], date: string): CreditPart {
  const taxLines = invoice.tax.lines
    .map((l) => {
      const taken = sumTax(notes, l.rate);
      return { rate: l.rate, taxable: l.taxable - taken.taxable, cgst: l.cgst - taken.cgst, sgst: l.sgst - taken.sgst };
    })
    .filter((l) => l.taxable > 0 || l.cgst > 0);
  const subtotal = invoice.subtotal - notes.reduce((t, n) => t + n.subtotal, 0);
  const grandTotal = invoice.grandTotal - notes.reduce((t, n) => t + n.grandTotal, 0);
  const byAmount = notes.some((n) => n.creditBasis === 'amount');
  const done = creditedDates(notes);
  const lines = byAmount ? valueLines(invoice, subtotal, date) : invoice.lines.filter((l) => !done.has(rowKey(l)));
  return {
    lines,
    subtotal,
    tax: { lines: taxLines, total: taxLines.reduce((t, l) => t + l.cgst + l.sgst, 0) },
    grandTotal,
  };
}

/** One line per GST rate of `invoice` sharing `amount` paise (its lines' value) in proportion to each rate's value. */
function valueLines(invoice: InvoiceDocument, amount: number, date: string): InvoiceDocument['lines'] {
  const byRate = new Map<number, { value: number; sac: string }>();
  for (const l of invoice.lines) {
    const r = byRate.get(l.rate) ?? { value: 0, sac: l.sac };
    r.value += l.amount;
    byRate.set(l.rate, r);
  }
  const rates = [...byRate.entries()].sort(([a], [b]) => a - b);
  let left = amount;
  return rates.map(([rate, { value, sac }], i) => {
    const share = i === rates.length - 1 ? left : Math.round((amount * value) / invoice.subtotal);
    left -= share;
    return {
      date,
      description: `Reduction in value of ${invoice.number} (GST ${rate} %)`,
      sac,
      quantity: 1,
      unitPrice: share,
      amount: share,
      rate,
    };
  });
}

/**
 * What a credit note of `invoice` credits under `spec`, given the notes already issued against it.
 * Lines: the invoice's lines of those dates, taxed at their rates as the invoice was. An amount:
 * the amount with tax, shared among the invoice's rates by their value, the tax carved out of it.
 * Crediting everything that is left gives the exact remainder.
 * @throws AppError 400 a date not on the invoice or already credited; an amount above what is left
 */
export function creditPart(
  invoice: InvoiceDocument,
  notes: readonly InvoiceDocument[],
  spec: CreditSpec,
  date: string,
): CreditPart & { basis: 'lines' | 'amount' } {
  const left = remainder(invoice, notes, date);
  if ('remainder' in spec)
    return { ...left, basis: notes.some((n) => n.creditBasis === 'amount') ? 'amount' : 'lines' };
  if ('amount' in spec) {
    if (spec.amount > left.grandTotal)
      throw badRequest(`At most ${formatPaise(left.grandTotal)} of ${invoice.number} is left to credit`, {
        amount: `At most ${formatPaise(left.grandTotal)} is left to credit`,
      });
    if (spec.amount === left.grandTotal) return { ...left, basis: 'amount' };
    // Share the amount (tax included) among the rates by value; each rate's tax is carved out of its share.
    const gross = valueLines(invoice, spec.amount, date);
    const tax = taxOf(new Map(gross.map((l) => [l.rate, l.amount])), true);
    const taxable = new Map(tax.lines.map((t) => [t.rate, t.taxable]));
    const lines = inclusive(invoice)
      ? gross
      : gross.map((l) => ({
          ...l,
          unitPrice: taxable.get(l.rate) ?? l.amount,
          amount: taxable.get(l.rate) ?? l.amount,
        }));
    return { lines, subtotal: lines.reduce((t, l) => t + l.amount, 0), tax, grandTotal: spec.amount, basis: 'amount' };
  }
  const done = creditedDates(notes);
  const byLine = 'lines' in spec;
  const wanted = new Set(byLine ? spec.lines : spec.nights);
  const keyOf = (l: InvoiceDocument['lines'][number]) => (byLine ? (l.lineId ?? '') : l.date);
  const missing = [...wanted].filter((k) => !invoice.lines.some((l) => keyOf(l) === k) || done.has(k));
  if (missing.length)
    throw badRequest(`Not on ${invoice.number} or already credited: ${missing.join(', ')}`, {
      [byLine ? 'lines' : 'nights']: `Not on the invoice or already credited: ${missing.join(', ')}`,
    });
  const lines = invoice.lines.filter((l) => wanted.has(keyOf(l)));
  if (!notes.some((n) => n.creditBasis === 'amount') && lines.length === left.lines.length)
    return { ...left, basis: 'lines' };
  const byRate = new Map<number, number>();
  for (const l of lines) byRate.set(l.rate, (byRate.get(l.rate) ?? 0) + l.amount);
  const tax = taxOf(byRate, inclusive(invoice));
  const subtotal = lines.reduce((t, l) => t + l.amount, 0);
  const grandTotal = inclusive(invoice) ? subtotal : subtotal + tax.total;
  if (grandTotal > left.grandTotal)
    throw badRequest(`At most ${formatPaise(left.grandTotal)} of ${invoice.number} is left to credit`);
  return { lines, subtotal, tax, grandTotal, basis: 'lines' };
}

/** The credit note of `invoice` for `part`, issued on `date` with its number and reason (CGST Rule 53(1A)). */
export function creditNoteDocument(
  invoice: InvoiceDocument,
  issue: { number: string; date: string; reason: string },
  part: CreditPart & { basis: 'lines' | 'amount' },
): InvoiceDocument {
  return {
    ...invoice,
    type: 'credit-note',
    title: 'Credit note',
    number: issue.number,
    date: issue.date,
    original: { number: invoice.number, date: invoice.date },
    lines: part.lines,
    subtotal: part.subtotal,
    tax: part.tax,
    grandTotal: part.grandTotal,
    grandTotalInWords: amountInWords(part.grandTotal),
    reason: issue.reason,
    creditBasis: part.basis,
    payments: [],
    paid: 0,
    balance: 0,
  };
}
