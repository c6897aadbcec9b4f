import { formatINR, plural } from './format';
import { displayLang } from './i18n/lang';
import type { ItemKind } from './kinds';
import { nightsBetween, type Quote } from './quote';
import { quoteLines, quoteLineText } from './quote-text';
import { formatStayDate } from './stay-search';
import { telTarget, whatsappDigits } from './phone';

export { digitsOnly } from './phone';

/**
 * `https://wa.me/<country code + number, no +>?text=<encoded message>` (ARCHITECTURE: WhatsApp links);
 * the number goes through normalisePhone, so '98930 11223' links to 919893011223.
 */
export function whatsappLink(whatsappNumber: string, message: string): string {
  return `https://wa.me/${whatsappDigits(whatsappNumber)}?text=${encodeURIComponent(message)}`;
}

/** `tel:+<E.164>` through normalisePhone ('98930 11223' → 'tel:+919893011223'). */
export function telLink(phone: string): string {
  const target = telTarget(phone);
  return `tel:${target.startsWith('+') ? target : `+${target}`}`;
}

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
  /** The price of the chosen dates: its lines and total go into the message. */
  quote?: Quote | null;
  /** The recorded enquiry's short reference, e.g. 'K7Q2' (written '#K7Q2'). */
  reference?: string | null;
  /** Absolute link back to the item with the dates, for the owner to open. */
  link?: string | null;
}

/** The message's wording per language; a vehicle is always a Gypsy here. */
const WORDS = {
  en: {
    kind: { room: 'room', tour: 'tour', vehicle: 'Gypsy' } as Record<ItemKind, string>,
    hello: (kind: string, name: string, price: string) => `Hello! I would like to reserve the ${kind} "${name}" at ${price}.`,
    departure: 'Departure', checkIn: 'Check-in', dates: 'Dates', persons: 'Persons', guests: 'Guests', total: 'Total', reference: 'Reference',
    confirm: 'Please confirm availability.',
  },
  hi: {
    kind: { room: 'कमरा', tour: 'टूर', vehicle: 'जिप्सी' } as Record<ItemKind, string>,
    hello: (kind: string, name: string, price: string) => `नमस्ते! मुझे ${kind} "${name}" ${price} पर बुक करना है।`,
    departure: 'प्रस्थान', checkIn: 'चेक-इन', dates: 'तारीख़ें', persons: 'व्यक्ति', guests: 'मेहमान', total: 'कुल', reference: 'संदर्भ',
    confirm: 'कृपया उपलब्धता की पुष्टि करें।',
  },
};

/** The dates line: 'Dates: Fri 9 Jan – Sun 11 Jan (2 nights)', 'Departure: Tue 8 Dec'; null without a check-in. */
function datesLine(r: ReservationRequest, w: (typeof WORDS)['en']): string | null {
  if (!r.checkIn) return null;
  if (r.kind === 'tour' || !r.checkOut) return `${r.kind === 'tour' ? w.departure : w.checkIn}: ${formatStayDate(r.checkIn)}`;
  const n = nightsBetween(r.checkIn, r.checkOut);
  return `${w.dates}: ${formatStayDate(r.checkIn)} – ${formatStayDate(r.checkOut)} (${plural(n, r.kind === 'room' ? 'night' : 'day')})`;
}

/**
 * The pre-filled WhatsApp message in the display language: the item and its price, then (when
 * chosen) the dates with the number of nights or days, the guests, the per-date breakdown with
 * weekend surcharges and the total, the enquiry reference and a link back to the item with the
 * dates. Item names stay as written. E.g.
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
 */
export function reservationMessage(r: ReservationRequest): string {
  const w = WORDS[displayLang()];
  // With dates the quote prices each date; today's weekend price would contradict its lines.
  const price = r.quote ? r.quote.unitPrice : r.price;
  const lines = [w.hello(w.kind[r.kind], r.name, `${formatINR(price)}${r.unit ? ` ${r.unit}` : ''}`)];
  const dates = datesLine(r, w);
  if (dates) lines.push(dates);
  if (r.guests) lines.push(`${r.kind === 'tour' ? w.persons : w.guests}: ${r.guests}`);
  if (r.quote) {
    const q = r.quote;
    lines.push(...quoteLines(q).map((l) => quoteLineText(l, q)), `${w.total}: ${formatINR(q.total)}`);
  }
  if (r.reference) lines.push(`${w.reference}: #${r.reference}`);
  if (r.link) lines.push(r.link);
  lines.push(w.confirm);
  return lines.join('\n');
}
