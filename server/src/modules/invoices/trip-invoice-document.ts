/**
 * The tax invoice of a whole trip (issue 35): one document, a row per line and per extra at each
 * GST rate it met, with its SAC/HSN — accommodation 996311 (rooms by the night's slab, Notification
 * 11/2017-Central Tax (Rate) serial 7(i) as amended by 20/2019 and 15/2025; a meal plan's meals in
 * the room's row: a composite supply whose principal supply is the stay, CGST Act 2017 s.2(30) and
 * s.8(a)), tours and vehicle hire at the owner's SAC and rate, extras at their own — and the
 * CGST/SGST split by rate. Every field of CGST Rule 46 (Rule 49 for a bill of supply), as the
 * reservation's invoice (./invoice-document.ts), whose ledger part and numbering it shares.
 */
import { nightsBetween } from '@pachmarhi/common/pricing/quote';
import { amountInWords } from '@pachmarhi/common/tax/amount-in-words';
import { ROOM_SAC } from '@pachmarhi/common/tax/gst-rates';
import type { QuoteTax } from '@pachmarhi/common/tax/gst';
import type { TripChargeRow } from '@pachmarhi/common/money/trip-quote';
import type { InvoiceFields } from '@pachmarhi/common/schemas/money';
import type { BusinessSettings, InvoiceDocument, Payment } from '@pachmarhi/common/schemas/money-records';
import type { Trip } from '@pachmarhi/common/schemas/trip-records';
import { badRequest } from '../../platform/errors/app-error';
import { invoiceHead, ledgerPart } from './invoice-document';

/** What a trip's invoice bills: its charge rows over the live lines then the extras (trip-quote.ts `tripChargeRows`). */
export interface TripCharges {
  rows: readonly TripChargeRow[];
  tax: QuoteTax;
  /** Rupees. */
  total: number;
  /** Paise. */
  grandTotal: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The words of a line's row: the item, its units, dates and guests, the meal plan. */
function lineDescription(l: Trip['lines'][number]): string {
  const item = l.itemName ?? l.kind;
  const units = (l.units ?? 1) > 1 ? ` × ${l.units}` : '';
  const span = l.checkOut ? nightsBetween(l.checkIn, l.checkOut) : 1;
  if (l.kind === 'room') {
    const meals = l.mealPlan && l.mealPlan !== 'EP' ? `, ${l.mealPlan} meals (composite supply with the stay)` : '';
    return `${item}${units}: ${plural(span, 'night')} from ${l.checkIn}, ${plural(l.guests, 'guest')}${meals}`;
  }
  if (l.kind === 'vehicle') return `${item}${units}: vehicle hire, ${plural(span, 'day')} from ${l.checkIn}`;
  return `${item}: tour on ${l.checkIn}, ${plural(l.guests, 'person')}`;
}

/**
 * The invoice of trip `trip` (as the API shows it) issued on `date` (IST) under `settings`: a row
 * per line and extra at each rate of `charges` (its live lines, then its extras, in the trip's
 * quote's order), the trip's ledger `entries` (payments and refunds that count).
 * @throws AppError 400 a trip with nothing to bill (no live line)
 */
export function tripInvoiceDocument(
  trip: Trip,
  charges: TripCharges,
  settings: BusinessSettings,
  entries: Payment[],
  fields: InvoiceFields,
  issue: { number: string; date: string },
): InvoiceDocument {
  const lines = trip.quote.lines;
  if (!lines.length) throw badRequest('This trip has no line to invoice');
  const sacOf = (kind: string) =>
    kind === 'room' ? ROOM_SAC : kind === 'tour' ? settings.tourSac : settings.vehicleSac;
  const rows = charges.rows.map((r) => {
    const amount = r.amount * 100;
    if (r.part < lines.length) {
      const l = trip.lines.find((x) => x._id === lines[r.part]._id)!;
      return {
        date: l.checkIn,
        description: lineDescription(l),
        sac: sacOf(l.kind),
        quantity: 1,
        unitPrice: amount,
        amount,
        rate: r.rate,
        lineId: l._id,
        income: l.kind,
      };
    }
    const e = trip.extras[r.part - lines.length];
    return {
      date: trip.from ?? issue.date,
      description: `${e.name}${e.count > 1 ? ` × ${e.count}` : ''}`,
      sac: e.sac,
      quantity: e.count || 1,
      unitPrice: Math.round(amount / (e.count || 1)),
      amount,
      rate: r.rate,
      lineId: e._id,
      income: 'extra' as const,
    };
  });
  const kinds = lines.map((l) => l.kind);
  return {
    ...invoiceHead(settings, { name: trip.guest.name, phone: trip.guest.phone }, fields, issue),
    reservation: {
      reference: trip.reference,
      kind: kinds[0],
      itemName: `Trip of ${plural(lines.length, 'line')}${trip.extras.length ? ` and ${plural(trip.extras.length, 'extra')}` : ''}`,
      checkIn: trip.from ?? issue.date,
      checkOut: trip.to,
    },
    lines: rows,
    subtotal: charges.total * 100,
    tax: charges.tax,
    grandTotal: charges.grandTotal,
    grandTotalInWords: amountInWords(charges.grandTotal),
    ...ledgerPart(entries, charges.grandTotal),
  };
}
