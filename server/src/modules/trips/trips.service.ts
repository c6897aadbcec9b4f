/**
 * The decisions of trips (issue 35): a trip's price from its lines and extras by the one rule
 * (common/src/money/trip-quote.ts), its status from its lines (common/src/trip-terms.ts), and what
 * it owes. Pure functions over what the module read.
 */
import { billedQuote } from '@pachmarhi/common/pricing/agreed-total';
import type { Quote } from '@pachmarhi/common/pricing/quote';
import { tripChargeRows, tripQuote, tripSpan, type TripLineInput } from '@pachmarhi/common/money/trip-quote';
import { tripFolio } from '@pachmarhi/common/money/trip-folio';
import type { FolioInvoice } from '@pachmarhi/common/money/folio';
import type { Reservation } from '@pachmarhi/common/reservation-types';
import type { Extra, Trip, TripExtraRecord, TripQuoteAnswer } from '@pachmarhi/common/schemas/trip-records';
import type { TaxSettings } from '@pachmarhi/common/tax/gst';
import { tripStatus, type ExtraUnit } from '@pachmarhi/common/trip-terms';
import type { PricedLine } from '../reservations/reservations.module';
import type { ExtraRow, TripExtraRow, TripRow } from './trips.repository';

/** Statuses of a line that no longer counts: its price leaves what the trip owes. */
const GONE = new Set(['cancelled', 'no-show']);

/** An extra of the catalogue as the API shows it. */
export function toExtra(row: ExtraRow): Extra {
  const { id, unit, createdAt, updatedAt, ...fields } = row;
  return {
    _id: id,
    ...fields,
    unit: unit as ExtraUnit,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

/** What the price rule reads of a trip's extra line (or a catalogue extra asked for, or one an enquiry was quoted). */
export interface ExtraPriced {
  _id?: string;
  extraId: string | null;
  name: string;
  nameHi: string;
  unit: ExtraUnit;
  price: number;
  quantity: number;
  gstRate: number;
  sac: string;
}

/** A trip's extra line as the price rule reads it. */
export const extraLine = (e: TripExtraRow): ExtraPriced => ({
  _id: e.id,
  extraId: e.extraId,
  name: e.name,
  nameHi: e.nameHi,
  unit: e.unit as ExtraUnit,
  price: e.price,
  quantity: e.quantity,
  gstRate: e.gstRate,
  sac: e.sac,
});

/** A catalogue extra asked for `quantity` times, as the price rule reads it. */
export const askedExtra = (e: ExtraRow, quantity: number): ExtraPriced => ({
  extraId: e.id,
  name: e.name,
  nameHi: e.nameHi,
  unit: e.unit as ExtraUnit,
  price: e.price,
  quantity,
  gstRate: e.gstRate,
  sac: e.sac,
});

/** The answer of `POST /api/trips/quote`: the priced lines (available counting units left), extras and totals. */
export function quoteAnswer(
  requests: readonly {
    kind: string;
    itemId: string;
    checkIn: string;
    checkOut?: string | null;
    guests: number;
    mealPlan?: string;
    children: number;
  }[],
  priced: readonly PricedLine[],
  extras: readonly ExtraPriced[],
  settings: TaxSettings,
): TripQuoteAnswer {
  const span = tripSpan(requests);
  const q = tripQuote(
    {
      lines: priced.map((p, i) => ({
        quote: p.quote,
        mealPlan: (requests[i].mealPlan ?? null) as TripLineInput['mealPlan'],
        mealPrice: mealPriceFor(p, requests[i].mealPlan),
        children: requests[i].children,
      })),
      extras,
    },
    span,
    settings,
  );
  return {
    available: q.lines.every((l) => l.available),
    lines: q.lines.map((l, i) => ({
      ...l,
      itemId: priced[i].item.id,
      itemName: priced[i].item.name,
      unitsLeft: priced[i].unitsLeft,
    })),
    extras: q.extras.map(pricedExtra),
    total: q.total,
    tax: q.tax,
    grandTotal: q.grandTotal,
    span,
  };
}

/** A room's price of `plan` (null: none, EP or not a room; a plan the room does not offer reads as none — the quote's reason says why). */
function mealPriceFor(p: PricedLine, plan: string | undefined) {
  if (p.quote.kind !== 'room' || !plan || plan === 'EP') return null;
  return p.item.mealPlans[plan as 'CP' | 'MAP' | 'AP'] ?? null;
}

/** A priced extra as the API shows it. */
const pricedExtra = (e: ExtraPriced & Omit<TripExtraRecord, keyof ExtraPriced>): TripExtraRecord => ({
  ...(e._id ? { _id: e._id } : {}),
  extraId: e.extraId,
  name: e.name,
  nameHi: e.nameHi,
  unit: e.unit,
  price: e.price,
  quantity: e.quantity,
  gstRate: e.gstRate,
  sac: e.sac,
  count: e.count,
  total: e.total,
  tax: e.tax,
  grandTotal: e.grandTotal,
  gst: e.gst,
});

/** A line as the price rule reads it; `billed`: its quote with its own agreed total shared by date. */
const lineInput = (l: Reservation, billed: boolean): TripLineInput => ({
  quote: (billed ? billedQuote(l.quote as Quote, l.agreedTotal) : l.quote) as Quote,
  mealPlan: l.mealPlan,
  mealPrice: l.mealPrice,
  children: l.children,
});

/** What a trip's money is read from besides its lines: the entries taken on it and its invoice in force. */
export interface TripMoney {
  /** Paise counted per kind of the entries taken on the trip itself (not on a line). */
  entries: { payments: number; refunds: number } | undefined;
  /** The trip's own invoice in force, or null. */
  invoice: FolioInvoice | null;
}

/** The live lines (their price counts) of a trip and the span extras are counted by. */
function liveOf(lines: Reservation[]) {
  const live = lines.filter((l) => !GONE.has(l.status) && l.quote);
  return { live, span: tripSpan(live.length ? live : lines) };
}

/**
 * What a trip bills row by row (common/src/money/trip-quote.ts `tripChargeRows`): the total agreed
 * for the whole trip shared among its charges, else its live lines each billed on its own agreed
 * total, with the meals and extras — the figures of its folio and of its invoice.
 */
export function tripCharges(row: TripRow, lines: Reservation[], extras: TripExtraRow[], settings: TaxSettings) {
  const { live, span } = liveOf(lines);
  const input = { lines: live.map((l) => lineInput(l, row.agreedTotal === null)), extras: extras.map(extraLine) };
  return tripChargeRows(input, span, settings, row.agreedTotal);
}

/**
 * A trip as the API shows it: its lines (every one), extras, the price of its live lines and
 * extras, its status from its lines, and its money by the one function of a trip's figures
 * (common/src/money/trip-folio.ts): `folio`, and its `amountDue`, `paid`, `balance` (paise) —
 * the trip invoice's figures once issued, else its charges (`tripCharges`); paid the trip's own
 * entries and every line's.
 */
export function toTrip(
  row: TripRow,
  lines: Reservation[],
  extras: TripExtraRow[],
  settings: TaxSettings,
  money: TripMoney = { entries: undefined, invoice: null },
): Trip {
  const status = tripStatus(lines.map((l) => l.status));
  const { live, span } = liveOf(lines);
  const extraLines = extras.map(extraLine);
  const q = tripQuote({ lines: live.map((l) => lineInput(l, false)), extras: extraLines }, span, settings);
  const billed = tripCharges(row, lines, extras, settings);
  const f = tripFolio({
    status,
    quoted: q.total,
    billed,
    lines: lines.map((l) => ({ status: l.status, folio: l.folio })),
    // A one-line trip's own entries are already its line's (the reservation's folio counts them).
    entries:
      lines.length === 1
        ? []
        : [
            { kind: 'payment', amount: money.entries?.payments ?? 0, voidedAt: null },
            { kind: 'refund', amount: money.entries?.refunds ?? 0, voidedAt: null },
          ],
    invoice: money.invoice,
    settings,
  });
  const ends = lines.map((l) => l.checkOut ?? l.checkIn);
  return {
    _id: row.id,
    reference: row.reference ?? '',
    status,
    guest: { name: row.guestName, phone: row.guestPhone, email: row.guestEmail },
    source: row.source as Trip['source'],
    notes: row.notes,
    agreedTotal: row.agreedTotal,
    from: lines.length ? lines.map((l) => l.checkIn).sort()[0] : null,
    to: ends.length ? ends.sort()[ends.length - 1] : null,
    lines,
    extras: q.extras.map(pricedExtra),
    quote: {
      available: q.available,
      lines: q.lines.map((l, i) => ({ ...l, _id: live[i]._id, itemId: live[i].itemId, itemName: live[i].itemName })),
      extras: q.extras.map(pricedExtra),
      total: q.total,
      tax: q.tax,
      grandTotal: q.grandTotal,
      span,
    },
    amountDue: f.amountDue,
    paid: f.paid,
    balance: f.balance,
    folio: f,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
