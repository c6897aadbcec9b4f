/**
 * One price view for every place a price is shown: listing cards, the detail page's price box,
 * the WhatsApp reservation text and the admin reservation form. `priceView` gives numbers (whole
 * rupees, IST calendar dates) and the i18n keys of the words that go with them, never text; each
 * place renders it through i18n (react-i18next on the client, a translate function passed to the
 * WhatsApp text builder in ../contact-links.ts), with `amountText` and `priceLineText` for the
 * renderings they share. The keys are those of the client's namespace 'catalog'
 * (client/src/i18n/locales/<lang>/catalog.json), in English and Hindi.
 */
import { formatINR } from '../format';
import { formatStayDate } from '../stay-search';
import { todayIST } from '../time';
import { isSurcharged, type Quote } from './quote';
import { activeWeekendPercentage, weekendPrice, type WeekendPricingStatus } from './weekend';

/**
 * A translate function: an i18n key and its interpolation values → the text in the page's
 * language. On the client: react-i18next's `t` of namespace 'catalog', or `catalogText`.
 */
export type Translate<K extends string> = (key: K, values?: Record<string, string | number>) => string;

/**
 * What the amount of a view is: 'today' the listed price of one night, day or person as shown
 * today; 'stay' the total of the visitor's dates; 'preview' the total of a few nights from today,
 * shown on a room card before dates are chosen.
 */
export type PriceBasis = 'today' | 'stay' | 'preview';

/**
 * The key of the weekend note after an amount, by basis: 'price.weekendHelper'
 * ('(Weekend +{{pct}}%)') after today's price or a preview, 'price.inclWeekend'
 * ('incl. weekend +{{pct}}%') after a stay's total.
 */
export const WEEKEND_NOTE_KEY = {
  today: 'price.weekendHelper',
  preview: 'price.weekendHelper',
  stay: 'price.inclWeekend',
} as const satisfies Record<PriceBasis, string>;

/** The key of the weekend note after a surcharged date: '· weekend +{{pct}}%'. */
export const LINE_WEEKEND_KEY = 'price.lineWeekend';

/** The key of the extra-guest note after a room night that has one: '· incl. {{amount}} for extra guests' (`amount` formatted rupees). */
export const LINE_EXTRA_GUESTS_KEY = 'price.lineExtraGuests';

/** Every catalog key a price view names; the weekend keys take `{{pct}}`, a whole percentage, the extra-guest key `{{amount}}`. */
export type PriceTextKey =
  (typeof WEEKEND_NOTE_KEY)[PriceBasis] | typeof LINE_WEEKEND_KEY | typeof LINE_EXTRA_GUESTS_KEY;

/** One priced date of a view. */
export interface PriceLineView {
  /** 'YYYY-MM-DD' (IST): the night (rooms), the rental day (vehicles), the departure (tours). */
  date: string;
  /** Rupees for the date, surcharge included: one night or day; for tours, all persons. */
  amount: number;
  /** Tours: rupees per person (`amount = each × persons`) and the persons; null for nights and days. */
  perPerson: { each: number; persons: number } | null;
  /** Weekend percentage charged on this date; 0 when it is not surcharged. */
  weekendPercentage: number;
  /** `LINE_WEEKEND_KEY` on a surcharged date, else null. */
  weekendKey: typeof LINE_WEEKEND_KEY | null;
  /** The name of the rate period that priced the date ('Diwali'), as the owner wrote it; null for the item's own price. */
  ruleName: string | null;
  /** Rooms: rupees for guests over the base occupancy included in `amount`; 0 otherwise. */
  extraGuests: number;
}

/** What a total covers: nights (rooms), rental days (vehicles) or persons (tours), and how many. */
export interface PriceUnits {
  unit: 'night' | 'day' | 'person';
  count: number;
}

/** A price to show, in whole rupees; see `priceView`. */
export interface PriceView {
  basis: PriceBasis;
  /** Rupees to show: today's price of one unit ('today'), or the total of the quoted dates ('stay', 'preview'). */
  amount: number;
  /** Listed price, rupees per night, day or person, before any surcharge. */
  unitPrice: number;
  /** Weekend percentage included in `amount`; 0 when nothing is surcharged. */
  weekendPercentage: number;
  /** Rupees of weekend surcharge included in `amount`. */
  surcharge: number;
  /** Key of the weekend note that goes after `amount` (`WEEKEND_NOTE_KEY[basis]`), null without a surcharge. */
  weekendKey: (typeof WEEKEND_NOTE_KEY)[PriceBasis] | null;
  /** What a total covers; null for 'today'. */
  units: PriceUnits | null;
  /** The priced dates of a total, in order; empty for 'today'. */
  lines: PriceLineView[];
}

/**
 * What to price: an item's listed price as shown at an instant (`basePrice` in whole rupees,
 * missing or invalid counts as 0; `now` defaults to the current instant), or a quote of dates
 * (`preview`: a card's few nights from today rather than the visitor's stay).
 */
export type PriceViewInput =
  | { basePrice: number | null | undefined; status: WeekendPricingStatus; now?: Date }
  | { quote: Quote; preview?: boolean };

/**
 * The price to show, as numbers and i18n keys.
 * - A listed price: on a day `isSurcharged('listed', …)` (Saturday or Sunday in IST) with active
 *   weekend pricing, `amount = weekendPrice(basePrice, pct)` with the note 'price.weekendHelper'
 *   (ADR 007: the price of the day, for every kind); otherwise the base price.
 * - A quote: its total and dates; `weekendPercentage` is the quote's percentage when at least one
 *   date was surcharged, else 0.
 */
export function priceView(input: { quote: Quote; preview?: boolean }): PriceView & { units: PriceUnits };
export function priceView(input: PriceViewInput): PriceView;
export function priceView(input: PriceViewInput): PriceView {
  if ('quote' in input) {
    const q = input.quote;
    const basis: PriceBasis = input.preview ? 'preview' : 'stay';
    const dates = q.kind === 'room' ? q.nights : q.days;
    const surcharge = dates.reduce((t, l) => t + l.surcharge, 0);
    const weekendPercentage = dates.some((l) => l.surcharge > 0) ? q.weekendPercentage : 0;
    return {
      basis,
      amount: q.total,
      unitPrice: q.unitPrice,
      weekendPercentage,
      surcharge,
      weekendKey: weekendPercentage ? WEEKEND_NOTE_KEY[basis] : null,
      units: q.kind === 'tour' ? { unit: 'person', count: q.guests } : { unit: q.unit, count: dates.length },
      lines: dates.map((l) => ({
        date: l.date,
        amount: l.price,
        perPerson: q.kind === 'tour' ? { each: l.price / q.guests, persons: q.guests } : null,
        weekendPercentage: l.surcharge > 0 ? q.weekendPercentage : 0,
        weekendKey: l.surcharge > 0 ? LINE_WEEKEND_KEY : null,
        ruleName: l.rule?.name ?? null,
        extraGuests: l.extraGuests ?? 0,
      })),
    };
  }
  const base = Number.isFinite(input.basePrice) ? Number(input.basePrice) : 0;
  const pct = activeWeekendPercentage(input.status);
  const weekend = pct > 0 && isWeekendIST(input.now);
  const amount = weekend ? weekendPrice(base, pct) : base;
  return {
    basis: 'today',
    amount,
    unitPrice: base,
    weekendPercentage: weekend ? pct : 0,
    surcharge: amount - base,
    weekendKey: weekend ? WEEKEND_NOTE_KEY.today : null,
    units: null,
    lines: [],
  };
}

/** True when the instant `now` falls on a Saturday or Sunday in IST, the days listed prices carry the surcharge (`isSurcharged('listed', …)`). */
export function isWeekendIST(now: Date = new Date()): boolean {
  return isSurcharged('listed', todayIST(now));
}

/** A view's amount with its weekend note in the page's language: '₹2,500 (Weekend +25%)', '₹2,500 (वीकेंड +25%)', '₹2,000'. */
export function amountText(view: PriceView, t: Translate<PriceTextKey>): string {
  const amount = formatINR(view.amount);
  return view.weekendKey ? `${amount} ${t(view.weekendKey, { pct: view.weekendPercentage })}` : amount;
}

/**
 * One priced date in the page's language: 'Fri 9 Jan ₹2,500 · weekend +25%' (the note only on
 * surcharged dates); the rate period's name when one priced it ('Sat 26 Dec ₹2,800 · Christmas
 * week'); rooms with extra guests '· incl. ₹500 for extra guests'; tours add the persons:
 * 'Tue 8 Dec ₹800 × 3 = ₹2,400'.
 */
export function priceLineText(line: PriceLineView, t: Translate<PriceTextKey>): string {
  const price = line.perPerson
    ? `${formatINR(line.perPerson.each)} × ${line.perPerson.persons} = ${formatINR(line.amount)}`
    : formatINR(line.amount);
  let text = `${formatStayDate(line.date)} ${price}`;
  if (line.ruleName) text += ` · ${line.ruleName}`;
  if (line.weekendKey) text += ` ${t(line.weekendKey, { pct: line.weekendPercentage })}`;
  if (line.extraGuests) text += ` ${t(LINE_EXTRA_GUESTS_KEY, { amount: formatINR(line.extraGuests) })}`;
  return text;
}

/** The price of one night, day or person of a total; see `perUnitPrice`. */
export interface PerUnitPrice {
  /** Whole rupees for one unit: the dates' common price, or their mean rounded to the rupee. */
  amount: number;
  unit: PriceUnits['unit'];
  /** True when the dates are priced differently (a weekend night, a rate period): `amount` is their mean. */
  average: boolean;
}

/**
 * The per-unit price shown beside a total ('₹1,800 / night · ₹3,600 total · 2 nights'): for rooms
 * and vehicles the price of each night or day, for tours the price per person. Null for a view
 * without units ('today') or with no dates.
 */
export function perUnitPrice(view: PriceView): PerUnitPrice | null {
  if (!view.units || view.units.count <= 0 || view.lines.length === 0) return null;
  const prices = new Set(view.lines.map((l) => l.perPerson?.each ?? l.amount));
  return {
    amount: Math.round(view.amount / view.units.count),
    unit: view.units.unit,
    average: prices.size > 1,
  };
}
