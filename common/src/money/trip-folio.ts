/**
 * The folio of a trip (issue 35): every money figure of a guest's whole order from one function,
 * as `folio()` (./folio.ts, docs/decisions/023-the-folio.md) gives them for one stay — so the trip
 * screen, its payment request, its invoice and the API show the same amounts. Paise throughout.
 *
 * Money belongs to the trip: its payments are the trip's own entries plus those taken on any of
 * its lines (through a reservation's own path, cancelled lines too — the money was the trip's).
 * Before a trip invoice is issued the charges are the trip's price by the one rule
 * (./trip-quote.ts: its live lines with their meals and its extras, or the total agreed for the
 * whole trip), and what credit notes of the live lines' own invoices took off is subtracted; once a
 * trip invoice is issued it fixes the charges, and its credit notes (a cancelled line's, or any)
 * reduce what is owed.
 */
import type { QuoteTax, TaxSettings } from '../tax/gst';
import { settled, sumOf, type Folio, type FolioEntry, type FolioInvoice } from './folio';

/** What a trip's folio is made from. */
export interface TripFolioInput {
  /** The trip's status (common/src/trip-terms.ts `tripStatus`): a cancelled trip owes nothing. */
  status: string;
  /** Whole rupees: the live lines and extras by the one rule before any agreed total (`tripQuote(...).total`). */
  quoted: number;
  /** What the trip bills before an invoice: rupees, the GST by rate and the paise with tax (`tripBilled`, or `tripQuote` of the billed lines). */
  billed: { total: number; tax: QuoteTax; grandTotal: number };
  /** Every line's status and folio (payments taken on the line, its own invoice's credit notes). */
  lines: readonly { status: string; folio: Folio }[];
  /** The trip's own ledger entries (taken on the trip, not on a line). */
  entries: readonly FolioEntry[];
  /** The trip invoice in force (issued and not fully credited), or null. */
  invoice: FolioInvoice | null;
  settings: TaxSettings;
}

/** Line statuses whose price no longer counts in what the trip owes. */
const GONE = new Set(['cancelled', 'no-show', 'blocked']);

/**
 * The folio of a trip (see the module comment), in the shape of a stay's folio:
 * - charges, tax, total: the trip invoice's when one is in force, else `billed`;
 * - credited: the trip invoice's credit notes, else those of its live lines' own invoices;
 * - amountDue: `total − credited` (never below 0); 0 for a cancelled trip;
 * - payments, refunds: the trip's entries and every line's; paid = payments − refunds;
 *   balance: what is left to pay (≥ 0); credit: paid beyond what is owed (≥ 0).
 */
export function tripFolio(input: TripFolioInput): Folio {
  const { billed, invoice, settings } = input;
  const payments = sumOf(input.entries, 'payment') + input.lines.reduce((t, l) => t + l.folio.payments, 0);
  const refunds = sumOf(input.entries, 'refund') + input.lines.reduce((t, l) => t + l.folio.refunds, 0);
  const quoted = input.quoted * 100;
  const charges = invoice ? invoice.subtotal : billed.total * 100;
  const tax = invoice ? invoice.tax : billed.tax;
  const total = invoice ? invoice.grandTotal : billed.grandTotal;
  const credited = invoice
    ? invoice.credited
    : input.lines.filter((l) => !GONE.has(l.status)).reduce((t, l) => t + l.folio.credited, 0);
  const amountDue = input.status === 'cancelled' ? 0 : Math.max(0, total - credited);
  return settled(
    {
      quoted,
      discount: quoted - billed.total * 100,
      charges,
      tax,
      total,
      invoice,
      credited,
      amountDue,
      payments,
      refunds,
    },
    settings,
  );
}
