/**
 * The folio: every money figure of a stay from one function, so the reservation screens, Today,
 * the payment page, WhatsApp texts, CSVs, the invoice PDF and the API all show the same amounts
 * (docs/decisions/023-the-folio.md). Paise (integers) throughout; prices in the quote are whole rupees.
 *
 * Before a tax invoice is issued the charges are the quote (or the agreed total) taxed under the
 * current settings; once issued the invoice fixes them, and credit notes of that invoice reduce
 * what is owed. What was paid is payments minus refunds, voided entries left out.
 */
import type { Quote } from '../pricing/quote';
import { billedQuote } from '../pricing/agreed-total';
import type { Folio } from '../schemas/folio-record';
import { quoteTax, type QuoteTax, type TaxSettings } from '../tax/gst';

export type { Folio } from '../schemas/folio-record';

/** A ledger entry as the folio reads it: paise > 0, a refund counting against what was paid. */
export interface FolioEntry {
  kind: 'payment' | 'refund';
  amount: number;
  /** Voided entries count for nothing. */
  voidedAt: string | Date | null;
}

/** The tax invoice in force for the stay and the paise its credit notes took off. */
export interface FolioInvoice {
  _id: string;
  number: string;
  /** The invoice's figures as issued, paise. */
  subtotal: number;
  tax: QuoteTax;
  grandTotal: number;
  /** Sum of the invoice's credit notes' grand totals, paise (less than `grandTotal`: a fully credited invoice is no longer in force). */
  credited: number;
}

/** What the folio of one stay is made from. */
export interface FolioInput {
  /** The price snapshot; null for blocks (nothing is owed). */
  quote: Quote | null;
  /** The total agreed with the guest, whole rupees; null: the quote's total. */
  agreedTotal: number | null;
  status: string;
  settings: TaxSettings;
  entries: readonly FolioEntry[];
  /** The invoice in force (issued and not fully credited), or null. */
  invoice: FolioInvoice | null;
}

/** What the folio reads of a reservation itself. */
export type FolioSource = Pick<FolioInput, 'quote' | 'agreedTotal' | 'status'>;

/** Statuses that owe nothing: blocks (no price) and cancelled stays (a cancel credits any invoice in full). */
const OWES_NOTHING = new Set(['blocked', 'cancelled']);

/**
 * The folio of a stay (see the module comment).
 * - charges, tax, total: the invoice's when one is in force; else `quoteTax(billedQuote(quote, agreedTotal))`
 *   under `settings` (rooms by each night's slab).
 * - amountDue: `total − credited`; 0 for blocks and cancelled stays; a no-show owes what it paid (at most the total).
 * - paid: payments − refunds; balance: what is left to pay (≥ 0); credit: what was paid beyond it (≥ 0).
 */
export function folio(input: FolioInput): Folio {
  const { quote, agreedTotal, status, settings, entries, invoice } = input;
  const payments = sumOf(entries, 'payment');
  const refunds = sumOf(entries, 'refund');
  const paid = payments - refunds;
  const quoted = quote ? quote.total * 100 : 0;
  const billed = quote ? billedQuote(quote, agreedTotal) : null;
  const discount = billed ? quoted - billed.total * 100 : 0;
  let charges: number;
  let tax: QuoteTax;
  let total: number;
  if (invoice) {
    charges = invoice.subtotal;
    tax = invoice.tax;
    total = invoice.grandTotal;
  } else if (billed) {
    const taxed = quoteTax(billed, settings);
    charges = billed.total * 100;
    tax = taxed.tax;
    total = taxed.grandTotal;
  } else {
    charges = 0;
    tax = { lines: [], total: 0 };
    total = 0;
  }
  const credited = invoice?.credited ?? 0;
  const owed = total - credited;
  const amountDue = !quote || OWES_NOTHING.has(status) ? 0 : status === 'no-show' ? Math.min(owed, paid) : owed;
  return settled({ quoted, discount, charges, tax, total, invoice, credited, amountDue, payments, refunds }, settings);
}

/**
 * A folio from its figures (paise): `paid`, `balance` and `credit` derived from what is owed and
 * the entries, `taxIncluded` from the settings. Shared by a stay's folio and a trip's (./trip-folio.ts).
 */
export function settled(
  f: Omit<Folio, 'taxIncluded' | 'invoice' | 'paid' | 'balance' | 'credit'> & { invoice: FolioInvoice | null },
  settings: TaxSettings,
): Folio {
  const paid = f.payments - f.refunds;
  return {
    ...f,
    taxIncluded: settings.gstRegistered && settings.pricesIncludeGst,
    invoice: f.invoice && { _id: f.invoice._id, number: f.invoice.number },
    paid,
    balance: Math.max(0, f.amountDue - paid),
    credit: Math.max(0, paid - f.amountDue),
  };
}

/** Paise of the entries of `kind` that count (not voided). */
export const sumOf = (entries: readonly FolioEntry[], kind: FolioEntry['kind']): number =>
  entries.filter((e) => e.kind === kind && !e.voidedAt).reduce((t, e) => t + e.amount, 0);

/** The folio of nothing (no price, no entries): every figure 0, for records before the money side fills them. */
export const EMPTY_FOLIO: Folio = Object.freeze({
  quoted: 0,
  discount: 0,
  charges: 0,
  tax: { lines: [], total: 0 },
  taxIncluded: false,
  total: 0,
  invoice: null,
  credited: 0,
  amountDue: 0,
  payments: 0,
  refunds: 0,
  paid: 0,
  balance: 0,
  credit: 0,
});
