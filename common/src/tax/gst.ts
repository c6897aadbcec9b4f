/**
 * The tax on a quote: GST by rate, CGST and SGST in equal halves, in paise (integers). Rooms take
 * the slab of each night (./gst-rates.ts); tours and vehicle hire the owner's rates.
 */
import type { z } from 'zod';
import type { Quote } from '../pricing/quote';
import { quoteLines } from '../pricing/quote';
import type { quoteTaxSchema, taxLineSchema } from '../schemas/quote-record';
import { roomGstRate } from './gst-rates';

/** What the tax reads of the business settings. */
export interface TaxSettings {
  /** False: a "Bill of supply", no tax lines. */
  gstRegistered: boolean;
  /** True: the quoted prices include GST (the tax is carved out); false: GST is added on top. */
  pricesIncludeGst: boolean;
  /** Percent for tours and for vehicle hire. */
  tourGstRate: number;
  vehicleGstRate: number;
}

/** One rate's share of a bill, paise. `cgst === sgst`; inclusive: taxable + cgst + sgst = the prices. */
export type TaxLine = z.output<typeof taxLineSchema>;

/** The tax of a quote: one line per rate (ascending), `total` the CGST + SGST of every line, paise. */
export type QuoteTax = z.output<typeof quoteTaxSchema>;

/**
 * The rate of each priced date of `q` (percent), in the order of its lines. A room night's slab is
 * read from the value of one unit that night: the date's price ÷ the quote's `units` (a trip line
 * of several identical rooms).
 */
export function lineRates(q: Quote, s: TaxSettings): number[] {
  const lines = quoteLines(q);
  const units = q.units ?? 1;
  if (q.kind === 'room') return lines.map((l) => roomGstRate(l.date, l.price / units, s.pricesIncludeGst));
  return lines.map(() => (q.kind === 'tour' ? s.tourGstRate : s.vehicleGstRate));
}

/**
 * The tax of `amounts` (paise, by rate percent). Exclusive: half = round(taxable × rate / 200)
 * per rate. Inclusive: half = round(gross × rate / (2 × (100 + rate))), taxable = gross − 2 half.
 * Rounding is to the nearest paisa, halves up; CGST and SGST are the same half, so they are equal.
 */
export function taxOf(byRate: ReadonlyMap<number, number>, inclusive: boolean): QuoteTax {
  const lines = [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]): TaxLine => {
      const half = inclusive ? Math.round((gross * rate) / (2 * (100 + rate))) : Math.round((gross * rate) / 200);
      return { rate, taxable: inclusive ? gross - 2 * half : gross, cgst: half, sgst: half };
    });
  return { lines, total: lines.reduce((t, l) => t + l.cgst + l.sgst, 0) };
}

/**
 * The tax and the grand total of a quote (whole rupees) under the business settings, paise.
 * Not registered: no lines, grand total = the quote's total. Registered: the dates grouped by
 * rate (`lineRates`); exclusive prices add the tax, inclusive prices contain it.
 */
export function quoteTax(q: Quote, s: TaxSettings): { tax: QuoteTax; grandTotal: number } {
  const totalPaise = q.total * 100;
  if (!s.gstRegistered) return { tax: { lines: [], total: 0 }, grandTotal: totalPaise };
  const rates = lineRates(q, s);
  const byRate = new Map<number, number>();
  quoteLines(q).forEach((l, i) => byRate.set(rates[i], (byRate.get(rates[i]) ?? 0) + l.price * 100));
  const tax = taxOf(byRate, s.pricesIncludeGst);
  return { tax, grandTotal: s.pricesIncludeGst ? totalPaise : totalPaise + tax.total };
}

/** `q` with its `tax` and `grandTotal` (paise) under `s`. */
export function withTax<Q extends Quote>(q: Q, s: TaxSettings): Q {
  return { ...q, ...quoteTax(q, s) };
}
