/**
 * The one price rule of a trip (issue 35): what a guest's whole order costs — its lines (rooms,
 * vehicles, tours), the meal plans of its rooms and its extras — and the GST of each line at that
 * line's own rate, in CGST and SGST halves. The server prices `POST /api/trips/quote` and every trip
 * with it; the browser's trip tray shows the same figures.
 *
 * Units, as the single-item quote and the folio (./folio.ts): prices are whole rupees, tax and grand
 * totals paise (integers), rounded to the paisa once per rate per line (../tax/gst.ts `taxOf`).
 *
 * Each line is priced exactly as today's single-item quote (`quote()` / `unitsQuote()` in
 * ../pricing: rate periods, weekend surcharge, minimum stay, extra guests, × units); this module
 * takes those quotes and adds:
 * - meal plans: per adult and per child per night of the room line, at the plan's price;
 * - extras by their unit (`extraCount`): per stay, per night, per guest, per guest per night, per item;
 * - GST per line:
 *   - a room night at the slab of its value per unit that night (../tax/gst-rates.ts: Notification
 *     11/2017-Central Tax (Rate) serial 7(i) as amended by 20/2019, 03/2022 and 15/2025), the
 *     night's meals included. Meals served to room guests under a meal plan are supplied together
 *     with the stay for one price: a composite supply (CGST Act 2017 s.2(30)) whose principal supply
 *     is the accommodation, so the whole is taxed as the stay (s.8(a)) — at the room's rate, the
 *     meals' value counting towards the night's value of supply;
 *   - tours and vehicle hire at the owner's rates (business settings), each day of the line;
 *   - extras at their own rate (the catalogue's `gstRate`): supplied apart from the stay.
 * Not registered for GST: no tax (a bill of supply); prices including GST: the tax is carved out.
 */
import { nightsBetween, quoteLines, type Quote } from '../pricing/quote';
import { shareWhole } from '../pricing/agreed-total';
import { roomGstRate, roomSlabsOn } from '../tax/gst-rates';
import { taxOf, type QuoteTax, type TaxLine, type TaxSettings } from '../tax/gst';
import type { ExtraUnit, MealPlan, MealPrice, PricedMealPlan } from '../trip-terms';

/** One line of a trip as priced. */
export interface TripLineInput {
  /**
   * The line's quote from `quote()` / `unitsQuote()` (all its units), whole rupees; its `tax` and
   * `grandTotal`, if any, are replaced by the line's.
   */
  quote: Quote;
  /** Rooms: the meal plan; null, absent or 'EP': room only. */
  mealPlan?: MealPlan | null;
  /** The plan's rupees per adult and per child per night (required for CP, MAP and AP). */
  mealPrice?: MealPrice | null;
  /** How many of the quote's guests are children (default 0); the others are adults. */
  children?: number;
}

/** One extra of a trip as priced. */
export interface TripExtraInput {
  unit: ExtraUnit;
  /** Rupees per unit. */
  price: number;
  /** How many (items, or times the unit: two bonfires, two mattresses a night), 1 or more. */
  quantity: number;
  /** Percent (CGST + SGST). */
  gstRate: number;
}

/** What the trip's nights and guests are, for extras counted per night or per guest. */
export interface TripSpan {
  nights: number;
  guests: number;
}

/** The meals of a room line. */
export interface MealCharge {
  plan: PricedMealPlan;
  adults: number;
  children: number;
  nights: number;
  /** Rupees per adult and per child per night. */
  adult: number;
  child: number;
  /** Rupees a night for the line's guests, and for its nights. */
  perNight: number;
  total: number;
}

/** Why a line's tax is what it is: a code for clients to word, the rates met and an English sentence. */
export interface GstBasis {
  code: 'room' | 'tour' | 'vehicle' | 'extra' | 'unregistered';
  /** The rates the line's charges took (ascending). */
  rates: number[];
  note: string;
}

/** A line priced: its quote (with `units`) and what the trip adds to it. */
export type TripLinePrice = Quote & {
  units: number;
  mealPlan: MealPlan | null;
  meals: MealCharge | null;
  /** Rupees: the quote's total plus the meals. */
  subtotal: number;
  /** The line's GST, paise, and what it comes to with it. */
  tax: QuoteTax;
  grandTotal: number;
  gst: GstBasis;
};

/** An extra priced: the input with how many units it counts, its rupees and its GST. */
export type TripExtraPrice<E extends TripExtraInput = TripExtraInput> = E & {
  /** quantity × the trip's nights and/or guests as the unit says. */
  count: number;
  /** Rupees: price × count. */
  total: number;
  tax: QuoteTax;
  grandTotal: number;
  gst: GstBasis;
};

/** A trip's price. */
export interface TripQuote<E extends TripExtraInput = TripExtraInput> {
  /** Every line's quote is available (stay rules, guests; the server adds the units left). */
  available: boolean;
  lines: TripLinePrice[];
  extras: TripExtraPrice<E>[];
  /** Rupees: every line's subtotal and every extra's total. */
  total: number;
  /** GST by rate over the whole trip (the lines' own, added up rate by rate), paise. */
  tax: QuoteTax;
  /** Paise: `total` with the tax (or `total` when prices include GST or there is no GST). */
  grandTotal: number;
}

/** What a trip bills when a total was agreed for the whole of it. */
export interface TripBilled {
  /** Rupees: the agreed total, and what it takes off the computed total (negative: more). */
  total: number;
  discount: number;
  tax: QuoteTax;
  grandTotal: number;
}

/**
 * The nights and guests extras are counted by: nights — the nights of the room lines, from the
 * first check-in to the last check-out (else the rental days of the vehicle lines; else 1);
 * guests — the room lines' guests added up (else the most guests of any line; else 1).
 */
export function tripSpan(
  lines: readonly { kind: string; checkIn: string; checkOut?: string | null; guests: number }[],
): TripSpan {
  const span = (kind: string) => {
    const of = lines.filter((l) => l.kind === kind && l.checkOut);
    if (!of.length) return 0;
    const first = of.reduce((m, l) => (l.checkIn < m ? l.checkIn : m), of[0].checkIn);
    const last = of.reduce((m, l) => (l.checkOut! > m ? l.checkOut! : m), of[0].checkOut!);
    return nightsBetween(first, last);
  };
  const rooms = lines.filter((l) => l.kind === 'room');
  return {
    nights: span('room') || span('vehicle') || 1,
    guests: rooms.length ? rooms.reduce((t, l) => t + l.guests, 0) : Math.max(1, ...lines.map((l) => l.guests)),
  };
}

/** How many times an extra's price counts: `quantity`, times the nights and/or guests as its unit says. */
export function extraCount(unit: ExtraUnit, quantity: number, span: TripSpan): number {
  const nights = unit === 'per-night' || unit === 'per-guest-per-night' ? span.nights : 1;
  const guests = unit === 'per-guest' || unit === 'per-guest-per-night' ? span.guests : 1;
  return quantity * nights * guests;
}

/** The meals of a room line, or null (EP, no plan, not a room). @throws RangeError for a priced plan without its price */
export function mealCharge(line: TripLineInput): MealCharge | null {
  const { quote: q, mealPlan } = line;
  if (q.kind !== 'room' || !mealPlan || mealPlan === 'EP') return null;
  if (!line.mealPrice) throw new RangeError(`mealPrice: the ${mealPlan} plan needs its price`);
  const children = Math.min(line.children ?? 0, q.guests);
  const adults = q.guests - children;
  const { adult, child } = line.mealPrice;
  const perNight = adults * adult + children * child;
  const nights = q.nights.length;
  return { plan: mealPlan, adults, children, nights, adult, child, perNight, total: perNight * nights };
}

/** One priced amount of a trip (a line's date, or an extra), whole rupees, with the rule of its rate. */
interface Charge {
  /** The line (0…) or extra (after the lines) it belongs to. */
  part: number;
  amount: number;
  /** The GST percent of this charge when it comes to `amount` rupees. */
  rateFor(amount: number): number;
}

/** The trip's charges, part by part: each line's dates (a room night with its meals), then each extra. */
function chargesOf(
  lines: readonly TripLineInput[],
  meals: readonly (MealCharge | null)[],
  extras: readonly { total: number; gstRate: number }[],
  s: TaxSettings,
): Charge[] {
  const out: Charge[] = [];
  lines.forEach(({ quote: q }, part) => {
    const units = q.units ?? 1;
    const perNight = meals[part]?.perNight ?? 0;
    for (const l of quoteLines(q)) {
      if (q.kind === 'room')
        out.push({
          part,
          amount: l.price + perNight,
          rateFor: (amount) => roomGstRate(l.date, amount / units, s.pricesIncludeGst),
        });
      else {
        const rate = q.kind === 'tour' ? s.tourGstRate : s.vehicleGstRate;
        out.push({ part, amount: l.price, rateFor: () => rate });
      }
    }
  });
  extras.forEach((e, i) => out.push({ part: lines.length + i, amount: e.total, rateFor: () => e.gstRate }));
  return out;
}

/** The GST of each part (lines, then extras) of `charges` taking `amounts`, paise; none when not registered. */
function taxOfParts(charges: readonly Charge[], amounts: readonly number[], parts: number, s: TaxSettings): QuoteTax[] {
  const byPart = Array.from({ length: parts }, () => new Map<number, number>());
  if (!s.gstRegistered) return byPart.map(() => ({ lines: [], total: 0 }));
  charges.forEach((c, i) => {
    const rate = c.rateFor(amounts[i]);
    const m = byPart[c.part];
    m.set(rate, (m.get(rate) ?? 0) + amounts[i] * 100);
  });
  return byPart.map((m) => taxOf(m, s.pricesIncludeGst));
}

/** The taxes of several parts added up rate by rate (ascending). */
function sumTax(taxes: readonly QuoteTax[]): QuoteTax {
  const byRate = new Map<number, TaxLine>();
  for (const t of taxes)
    for (const l of t.lines) {
      const cur = byRate.get(l.rate) ?? { rate: l.rate, taxable: 0, cgst: 0, sgst: 0 };
      byRate.set(l.rate, {
        rate: l.rate,
        taxable: cur.taxable + l.taxable,
        cgst: cur.cgst + l.cgst,
        sgst: cur.sgst + l.sgst,
      });
    }
  const lines = [...byRate.values()].sort((a, b) => a.rate - b.rate);
  return { lines, total: lines.reduce((t, l) => t + l.cgst + l.sgst, 0) };
}

/** Paise the guest pays for `rupees` with `tax`: inclusive prices already hold it. */
const grand = (rupees: number, tax: QuoteTax, s: TaxSettings) =>
  rupees * 100 + (s.gstRegistered && !s.pricesIncludeGst ? tax.total : 0);

const pct = (rates: readonly number[]) => rates.map((r) => `${r} %`).join(' and ');

/** Why a line or extra got its rates, in English (clients word `code` and `rates` themselves). */
function basisOf(kind: GstBasis['code'], rates: number[], s: TaxSettings, q?: Quote, withMeals = false): GstBasis {
  if (!s.gstRegistered)
    return { code: 'unregistered', rates: [], note: 'Not registered for GST: no tax is charged (a bill of supply).' };
  if (kind === 'room' && q) {
    const slabs = roomSlabsOn(quoteLines(q)[0]?.date ?? '2025-09-22')
      .map((b) => (b.upTo === null ? `above ${b.rate} %` : `₹${b.upTo.toLocaleString('en-IN')} or less ${b.rate} %`))
      .join(', ');
    return {
      code: 'room',
      rates,
      note: `Room nights at ${pct(rates)}: each night by its value per room (${slabs})${
        withMeals
          ? ', the meal plan counted in: meals served with the stay are a composite supply taxed as the stay'
          : ''
      }.`,
    };
  }
  if (kind === 'tour') return { code: 'tour', rates, note: `Tours at ${pct(rates)}, the rate set in Business & tax.` };
  if (kind === 'vehicle')
    return { code: 'vehicle', rates, note: `Vehicle hire at ${pct(rates)}, the rate set in Business & tax.` };
  return { code: 'extra', rates, note: `At the extra's own rate, ${pct(rates)}: it is supplied apart from the stay.` };
}

/**
 * The price of a trip under the business settings `s` (see the module comment): each line's quote
 * with its meals, subtotal, GST and grand total; each extra counted by its unit over `span` (the
 * lines' `tripSpan`); the trip's total (rupees), GST by rate and grand total (paise).
 * @throws RangeError for a priced meal plan without its price
 */
export function tripQuote<E extends TripExtraInput>(
  input: { lines: readonly TripLineInput[]; extras?: readonly E[] },
  span: TripSpan,
  s: TaxSettings,
): TripQuote<E> {
  const meals = input.lines.map(mealCharge);
  const extras = (input.extras ?? []).map((e) => {
    const count = extraCount(e.unit, e.quantity, span);
    return { e, count, total: e.price * count, gstRate: e.gstRate };
  });
  const charges = chargesOf(input.lines, meals, extras, s);
  const amounts = charges.map((c) => c.amount);
  const taxes = taxOfParts(charges, amounts, input.lines.length + extras.length, s);
  const ratesOf = (part: number) => taxes[part].lines.map((l) => l.rate);
  const lines = input.lines.map(({ quote: q, mealPlan }, i): TripLinePrice => {
    const subtotal = q.total + (meals[i]?.total ?? 0);
    return {
      ...q,
      units: q.units ?? 1,
      mealPlan: q.kind === 'room' ? (mealPlan ?? 'EP') : null,
      meals: meals[i],
      subtotal,
      tax: taxes[i],
      grandTotal: grand(subtotal, taxes[i], s),
      gst: basisOf(q.kind, ratesOf(i), s, q, meals[i] !== null),
    };
  });
  const priced = extras.map(({ e, count, total }, i): TripExtraPrice<E> => {
    const tax = taxes[input.lines.length + i];
    return { ...e, count, total, tax, grandTotal: grand(total, tax, s), gst: basisOf('extra', [e.gstRate], s) };
  });
  const total = lines.reduce((t, l) => t + l.subtotal, 0) + priced.reduce((t, e) => t + e.total, 0);
  const tax = sumTax(taxes);
  return {
    available: input.lines.every((l) => l.quote.available),
    lines,
    extras: priced,
    total,
    tax,
    grandTotal: grand(total, tax, s),
  };
}

/** The charges of a trip's lines (with their meals) and extras, and its extras' totals. */
function tripChargesOf(
  input: { lines: readonly TripLineInput[]; extras?: readonly TripExtraInput[] },
  span: TripSpan,
  s: TaxSettings,
) {
  const meals = input.lines.map(mealCharge);
  const extras = (input.extras ?? []).map((e) => ({
    total: e.price * extraCount(e.unit, e.quantity, span),
    gstRate: e.gstRate,
  }));
  return { extras, charges: chargesOf(input.lines, meals, extras, s) };
}

/**
 * What a trip bills when `agreed` whole rupees were agreed for the whole of it: the agreed total
 * shared among every charge (each line's dates with their meals, each extra) in proportion to its
 * computed price (`shareWhole`), each share taxed at its own rule — a room night's slab read again
 * from its share, as the value actually charged — and added up as `tripQuote` does.
 * @throws RangeError as `tripQuote`
 */
export function tripBilled(
  input: { lines: readonly TripLineInput[]; extras?: readonly TripExtraInput[] },
  span: TripSpan,
  s: TaxSettings,
  agreed: number,
): TripBilled {
  const { extras, charges } = tripChargesOf(input, span, s);
  const computed = charges.reduce((t, c) => t + c.amount, 0);
  const shares = shareWhole(
    charges.map((c) => c.amount),
    agreed,
  );
  const tax = sumTax(taxOfParts(charges, shares, input.lines.length + extras.length, s));
  return { total: agreed, discount: computed - agreed, tax, grandTotal: grand(agreed, tax, s) };
}

/** What a trip bills, row by row: each line's or extra's charges at one GST rate. */
export interface TripChargeRow {
  /** The line (0…) or extra (after the lines) billed. */
  part: number;
  /** Percent (0 when not registered). */
  rate: number;
  /** Rupees billed at that rate (a room line: its nights at that slab, meals in). */
  amount: number;
}

/**
 * The rows a trip's tax invoice bills (`POST /api/trips/:id/invoice`): each line's and extra's
 * charges grouped by GST rate, as `tripQuote` (no `agreed`) or `tripBilled` (`agreed` whole rupees
 * for the whole trip) tax them — so the invoice's rows, tax and total are the trip folio's. Rooms by
 * each night's slab with the meals in (a composite supply taxed as the stay, CGST Act 2017 s.2(30),
 * s.8(a); slabs: Notification 11/2017-Central Tax (Rate) serial 7(i) as amended by 20/2019 and
 * 15/2025), tours and vehicle hire at the owner's rates, extras at their own.
 * @returns the rows (part, then rate ascending), the GST by rate (paise), the rupees and the paise with tax
 * @throws RangeError as `tripQuote`
 */
export function tripChargeRows(
  input: { lines: readonly TripLineInput[]; extras?: readonly TripExtraInput[] },
  span: TripSpan,
  s: TaxSettings,
  agreed: number | null = null,
): { rows: TripChargeRow[]; tax: QuoteTax; total: number; grandTotal: number } {
  const { extras, charges } = tripChargesOf(input, span, s);
  const amounts =
    agreed === null
      ? charges.map((c) => c.amount)
      : shareWhole(
          charges.map((c) => c.amount),
          agreed,
        );
  const parts = input.lines.length + extras.length;
  const tax = sumTax(taxOfParts(charges, amounts, parts, s));
  const byKey = new Map<string, TripChargeRow>();
  charges.forEach((c, i) => {
    const rate = s.gstRegistered ? c.rateFor(amounts[i]) : 0;
    const key = `${c.part} ${rate}`;
    const row = byKey.get(key) ?? { part: c.part, rate, amount: 0 };
    row.amount += amounts[i];
    byKey.set(key, row);
  });
  const rows = [...byKey.values()].sort((a, b) => a.part - b.part || a.rate - b.rate);
  const total = amounts.reduce((t, a) => t + a, 0);
  return { rows, tax, total, grandTotal: grand(total, tax, s) };
}
