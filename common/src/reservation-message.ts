/**
 * The pre-filled WhatsApp message of a reservation request — one item (the item, the stay and its
 * price lines) or a whole trip (each line, the extras and the total) — sent through `whatsappLink`
 * (contact-links.ts).
 */
import { formatINR, plural } from './format';
import type { ItemKind } from './kinds';
import type { MealPlan } from './trip-terms';
import { nightsBetween, type Quote } from './pricing/quote';
import { priceLineText, priceView, type PriceTextKey, type Translate } from './pricing/price-view';
import { formatStayDateWithYear } from './stay-search';

export interface ReservationRequest {
  kind: ItemKind;
  name: string;
  /** The displayed price in whole rupees (with a `quote`, its listed `unitPrice` is used instead). */
  price: number;
  /** Unit after the price, e.g. 'per night'. */
  unit?: string;
  /** 'YYYY-MM-DD' (IST): first night, first rental day or the tour's departure. */
  checkIn?: string | null;
  /** 'YYYY-MM-DD' (IST): the day after the last night; absent for tours. */
  checkOut?: string | null;
  guests?: number | null;
  /** The price of the chosen dates: its price view's lines and total go into the message. */
  quote?: Quote | null;
  /**
   * The quote's total as written with its GST said once ('₹15,600 + GST ₹2,808 = ₹18,408', from
   * common/src/money/folio-text.ts); absent: the quote's total alone.
   */
  totalText?: string | null;
  /** The recorded enquiry's short reference, e.g. 'K7Q2' (written '#K7Q2'). */
  reference?: string | null;
  /** Absolute link back to the item with the dates, for the owner to open. */
  link?: string | null;
}

/** One line of a trip as its message names it; `price` already written ('₹5,000 + GST ₹600 = ₹5,600'). */
export interface TripMessageLine {
  kind: ItemKind;
  name: string;
  /** 'YYYY-MM-DD' (IST), as in `ReservationRequest`. */
  checkIn: string;
  checkOut?: string | null;
  guests: number;
  /** Identical rooms or vehicles (said when more than 1). */
  units?: number;
  /** Rooms: the meal plan (EP room only is said too). */
  mealPlan?: MealPlan | null;
  price?: string | null;
}

/**
 * A visitor's whole trip: its lines, the extras (`price` written, e.g. '₹800 + GST ₹144 = ₹944'),
 * the trip's total written, the enquiry reference and the link that reproduces the trip.
 */
export interface TripRequest {
  trip: {
    lines: TripMessageLine[];
    extras: { name: string; quantity: number; price?: string | null }[];
    total?: string | null;
  };
  reference?: string | null;
  link?: string | null;
}

/**
 * The catalog keys (client/src/i18n/locales/<lang>/catalog.json) the WhatsApp message is written
 * with, besides the price view's: `whatsapp.kind.*` names the item ('Gypsy' for a vehicle), the
 * others are whole lines with their values ('Guests: {{n}}', 'Total: {{price}}').
 */
export type MessageTextKey =
  | PriceTextKey
  | `whatsapp.kind.${ItemKind}`
  | 'whatsapp.hello'
  | 'whatsapp.helloStay'
  | 'whatsapp.departure'
  | 'whatsapp.checkIn'
  | 'whatsapp.pickup'
  | 'whatsapp.dates'
  | 'whatsapp.rentalDay'
  | 'whatsapp.rental'
  | 'whatsapp.persons'
  | 'whatsapp.guests'
  | 'whatsapp.total'
  | 'whatsapp.reference'
  | 'whatsapp.confirm'
  | 'whatsapp.tripHello'
  | 'whatsapp.line'
  | 'whatsapp.units'
  | 'whatsapp.mealPlan'
  | 'whatsapp.linePrice'
  | 'whatsapp.extras'
  | 'whatsapp.extra'
  | `mealPlan.${MealPlan}`;

/**
 * The dates line, with the year: 'Dates: Fri 9 Jan 2027 – Sun 11 Jan 2027 (2 nights)', 'Departure:
 * Tue 8 Dec 2026'; a Gypsy is picked up and returned: 'Dates: Sat 19 Dec 2026 (1 day)' (one day,
 * back the next morning), 'Pickup: Sat 19 Dec 2026, return: Mon 21 Dec 2026 (2 days)', 'Pickup: Sat
 * 19 Dec 2026' without a return; null without a check-in.
 */
function datesLine(
  r: Pick<ReservationRequest, 'kind' | 'checkIn' | 'checkOut'>,
  t: Translate<MessageTextKey>,
): string | null {
  if (!r.checkIn) return null;
  const from = formatStayDateWithYear(r.checkIn);
  if (r.kind === 'tour') return t('whatsapp.departure', { date: from });
  if (!r.checkOut) return t(r.kind === 'vehicle' ? 'whatsapp.pickup' : 'whatsapp.checkIn', { date: from });
  const n = nightsBetween(r.checkIn, r.checkOut);
  const units = plural(n, r.kind === 'room' ? 'night' : 'day');
  const to = formatStayDateWithYear(r.checkOut);
  if (r.kind === 'room') return t('whatsapp.dates', { from, to, units });
  return n === 1 ? t('whatsapp.rentalDay', { date: from, units }) : t('whatsapp.rental', { from, to, units });
}

/** A trip's lines: each item with its dates, guests, units, meal plan and price, then the extras and the total. */
function tripLines(trip: TripRequest['trip'], t: Translate<MessageTextKey>): string[] {
  const out = [t('whatsapp.tripHello')];
  trip.lines.forEach((l, i) => {
    out.push(t('whatsapp.line', { n: i + 1, kind: t(`whatsapp.kind.${l.kind}`), name: l.name }));
    const item = [datesLine(l, t), t(l.kind === 'tour' ? 'whatsapp.persons' : 'whatsapp.guests', { n: l.guests })];
    if (l.units && l.units > 1) item.push(t('whatsapp.units', { n: l.units }));
    if (l.kind === 'room' && l.mealPlan) item.push(t('whatsapp.mealPlan', { plan: t(`mealPlan.${l.mealPlan}`) }));
    if (l.price) item.push(t('whatsapp.linePrice', { price: l.price }));
    out.push(...item.filter((x): x is string => !!x).map((x) => `   ${x}`));
  });
  if (trip.extras.length) {
    out.push(t('whatsapp.extras'));
    for (const e of trip.extras)
      out.push(`   ${t('whatsapp.extra', { name: e.name, quantity: e.quantity, price: e.price ?? '' })}`.trimEnd());
  }
  if (trip.total) out.push(t('whatsapp.total', { price: trip.total }));
  return out;
}

/** One item's lines: the item and its price, the dates, guests, and the quote's breakdown with its total. */
function itemLines(r: ReservationRequest, t: Translate<MessageTextKey>): string[] {
  const view = r.quote ? priceView({ quote: r.quote }) : null;
  const kind = t(`whatsapp.kind.${r.kind}`);
  // With dates the lines price each date: a price in the first line ('at ₹6,200 per night', the
  // listed one) would contradict nights that cost more (extra guests, a rate period, a weekend).
  const lines = [
    view
      ? t('whatsapp.helloStay', { kind, name: r.name })
      : t('whatsapp.hello', { kind, name: r.name, price: `${formatINR(r.price)}${r.unit ? ` ${r.unit}` : ''}` }),
  ];
  const dates = datesLine(r, t);
  if (dates) lines.push(dates);
  if (r.guests) lines.push(t(r.kind === 'tour' ? 'whatsapp.persons' : 'whatsapp.guests', { n: r.guests }));
  if (view)
    lines.push(
      ...view.lines.map((l) => priceLineText(l, t)),
      t('whatsapp.total', { price: r.totalText ?? formatINR(view.amount) }),
    );
  return lines;
}

/**
 * The pre-filled WhatsApp message, written through `t` in the page's language: the item (and
 * its listed price when no dates are chosen), then (when chosen) the dates with the number of nights or days, the guests, the per-date
 * breakdown of the quote's price view with weekend surcharges and the total, the enquiry reference
 * and a link back to the item with the dates. Item names stay as written. E.g.
 * ```
 * Hello! I would like to reserve the room "Pine Room".
 * Dates: Fri 9 Jan 2027 – Sun 11 Jan 2027 (2 nights)
 * Guests: 2
 * Fri 9 Jan ₹2,500 · weekend +25%
 * Sat 10 Jan ₹2,500 · weekend +25%
 * Total: ₹5,000 + GST ₹250 = ₹5,250
 * Reference: #K7Q2
 * https://…/room-details?id=…&checkIn=2027-01-09&checkOut=2027-01-11&guests=2
 * Please confirm availability.
 * ```
 * A trip (`TripRequest`) is written line by line instead, then its extras and total, with the same
 * reference, link and closing:
 * ```
 * Hello! I would like to reserve this trip:
 * 1. Pine Room (room)
 *    Dates: Fri 9 Jan – Sun 11 Jan (2 nights)
 *    Guests: 2
 *    Meal plan: Breakfast (CP)
 *    Price: ₹5,600 + GST ₹280 = ₹5,880
 * Extras:
 *    Bonfire evening × 1: ₹800 + GST ₹144 = ₹944
 * Total: ₹6,400 + GST ₹424 = ₹6,824
 * ```
 * @param t the client's catalog texts (react-i18next `t` of namespace 'catalog', or `catalogText`)
 */
export function reservationMessage(r: ReservationRequest | TripRequest, t: Translate<MessageTextKey>): string {
  const lines = 'trip' in r ? tripLines(r.trip, t) : itemLines(r, t);
  if (r.reference) lines.push(t('whatsapp.reference', { reference: r.reference }));
  if (r.link) lines.push(r.link);
  lines.push(t('whatsapp.confirm'));
  return lines.join('\n');
}
