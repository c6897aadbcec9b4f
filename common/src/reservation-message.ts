/**
 * The pre-filled WhatsApp message of a reservation request (the item, the stay and its price lines),
 * sent through `whatsappLink` (contact-links.ts).
 */
import { formatINR, plural } from './format';
import type { ItemKind } from './kinds';
import { nightsBetween, type Quote } from './pricing/quote';
import { priceLineText, priceView, type PriceTextKey, type Translate } from './pricing/price-view';
import { formatStayDate } from './stay-search';

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
  /** The recorded enquiry's short reference, e.g. 'K7Q2' (written '#K7Q2'). */
  reference?: string | null;
  /** Absolute link back to the item with the dates, for the owner to open. */
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
  | 'whatsapp.departure'
  | 'whatsapp.checkIn'
  | 'whatsapp.dates'
  | 'whatsapp.persons'
  | 'whatsapp.guests'
  | 'whatsapp.total'
  | 'whatsapp.reference'
  | 'whatsapp.confirm';

/** The dates line: 'Dates: Fri 9 Jan – Sun 11 Jan (2 nights)', 'Departure: Tue 8 Dec'; null without a check-in. */
function datesLine(r: ReservationRequest, t: Translate<MessageTextKey>): string | null {
  if (!r.checkIn) return null;
  if (r.kind === 'tour' || !r.checkOut)
    return t(r.kind === 'tour' ? 'whatsapp.departure' : 'whatsapp.checkIn', { date: formatStayDate(r.checkIn) });
  const n = nightsBetween(r.checkIn, r.checkOut);
  return t('whatsapp.dates', {
    from: formatStayDate(r.checkIn),
    to: formatStayDate(r.checkOut),
    units: plural(n, r.kind === 'room' ? 'night' : 'day'),
  });
}

/**
 * The pre-filled WhatsApp message, written through `t` in the page's language: the item and its
 * price, then (when chosen) the dates with the number of nights or days, the guests, the per-date
 * breakdown of the quote's price view with weekend surcharges and the total, the enquiry reference
 * and a link back to the item with the dates. Item names stay as written. E.g.
 * ```
 * Hello! I would like to reserve the room "Pine Room" at ₹2,000 per night.
 * Dates: Fri 9 Jan – Sun 11 Jan (2 nights)
 * Guests: 2
 * Fri 9 Jan ₹2,500 · weekend +25%
 * Sat 10 Jan ₹2,500 · weekend +25%
 * Total: ₹5,000
 * Reference: #K7Q2
 * https://…/room-details?id=…&checkIn=2027-01-09&checkOut=2027-01-11&guests=2
 * Please confirm availability.
 * ```
 * @param t the client's catalog texts (react-i18next `t` of namespace 'catalog', or `catalogText`)
 */
export function reservationMessage(r: ReservationRequest, t: Translate<MessageTextKey>): string {
  const view = r.quote ? priceView({ quote: r.quote }) : null;
  // With dates the quote prices each date; today's weekend price would contradict its lines.
  const price = view ? view.unitPrice : r.price;
  const lines = [
    t('whatsapp.hello', {
      kind: t(`whatsapp.kind.${r.kind}`),
      name: r.name,
      price: `${formatINR(price)}${r.unit ? ` ${r.unit}` : ''}`,
    }),
  ];
  const dates = datesLine(r, t);
  if (dates) lines.push(dates);
  if (r.guests) lines.push(t(r.kind === 'tour' ? 'whatsapp.persons' : 'whatsapp.guests', { n: r.guests }));
  if (view)
    lines.push(...view.lines.map((l) => priceLineText(l, t)), t('whatsapp.total', { price: formatINR(view.amount) }));
  if (r.reference) lines.push(t('whatsapp.reference', { reference: r.reference }));
  if (r.link) lines.push(r.link);
  lines.push(t('whatsapp.confirm'));
  return lines.join('\n');
}
