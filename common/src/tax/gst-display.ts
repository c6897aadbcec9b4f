/**
 * How public pages word prices with respect to GST: one rule for cards, the price box and the
 * detail pages (client/src/features/catalog/lib/gst-note.ts words it in the page's language).
 */

import type { TaxSettings } from './gst';
import { roomGstRate } from './gst-rates';

/** What the public may know of the business's GST settings (`GET /api/site-config`, `gst`). */
export interface GstDisplay {
  /** The business is registered for GST (not registered: a bill of supply, no tax). */
  registered: boolean;
  /** Listed prices include GST (registered only). */
  pricesInclude: boolean;
  /** Percent GST on tours and on vehicle hire (the owner's rates; 0 when not registered). */
  tourRate: number;
  vehicleRate: number;
}

/** 'included': "incl. GST"; 'extra': "+ GST"; null: nothing to say (not registered, or not known yet). */
export type GstWording = 'included' | 'extra' | null;

/** The public part of the business settings. */
export const gstDisplayOf = (s: TaxSettings): GstDisplay => ({
  registered: s.gstRegistered,
  pricesInclude: s.gstRegistered && s.pricesIncludeGst,
  tourRate: s.gstRegistered ? s.tourGstRate : 0,
  vehicleRate: s.gstRegistered ? s.vehicleGstRate : 0,
});

/** How a listed price is worded: included, extra, or nothing when the business is not registered. */
export function gstWording(g: GstDisplay | null | undefined): GstWording {
  if (!g?.registered) return null;
  return g.pricesInclude ? 'included' : 'extra';
}

/** The distinct rates (percent, ascending) of a quote's tax lines with tax in them, e.g. [5] or [5, 18]. */
export const taxRates = (lines: readonly { rate: number; cgst: number }[]): number[] =>
  [...new Set(lines.filter((l) => l.rate > 0).map((l) => l.rate))].sort((a, b) => a - b);

/** The tax settings the shared price rules read (../money/folio.ts, ./gst.ts), from the public part. */
export const taxSettingsOf = (g: GstDisplay): TaxSettings => ({
  gstRegistered: g.registered,
  pricesIncludeGst: g.pricesInclude,
  tourGstRate: g.tourRate,
  vehicleGstRate: g.vehicleRate,
});

/** A room night whose extra guests move it into a higher GST slab than its price without them. */
export interface SlabRaise {
  /** 'YYYY-MM-DD' (IST): the night. */
  date: string;
  /** Rupees for the night with the extra guests. */
  amount: number;
  /** GST percent of the night with them, and without them. */
  rate: number;
  rateWithout: number;
}

/**
 * The first room night of a stay whose extra-guest charge lifts it over a slab of the room-night
 * GST (above ₹7,500 a night: 18 % instead of 5 %, `roomGstRate`), so the price box can say so before
 * the visitor reserves; null when no night changes slab. Rates only: the tax itself stays the quote's.
 * @param lines the stay's price lines (rupees per night, `extraGuests` the part charged for guests over the base)
 * @param inclusive the business's prices include GST
 */
export function extraGuestSlabRaise(
  lines: readonly { date: string; amount: number; extraGuests: number }[],
  inclusive: boolean,
): SlabRaise | null {
  for (const l of lines) {
    if (l.extraGuests <= 0) continue;
    const rate = roomGstRate(l.date, l.amount, inclusive);
    const rateWithout = roomGstRate(l.date, l.amount - l.extraGuests, inclusive);
    if (rate > rateWithout) return { date: l.date, amount: l.amount, rate, rateWithout };
  }
  return null;
}
