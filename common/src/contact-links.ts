import { formatINR } from './format';
import type { ItemKind } from './kinds';
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
  /** The displayed price in whole rupees. */
  price: number;
  /** Unit after the price, e.g. 'per night'. */
  unit?: string;
  checkIn?: string;
  checkOut?: string;
  guests?: number | string;
}

// How a visitor names each kind in the message; a vehicle is always a Gypsy here.
const KIND_LABEL: Record<ItemKind, string> = { room: 'room', tour: 'tour', vehicle: 'Gypsy' };

/** The pre-filled WhatsApp message naming the item, its price and the visitor's dates and guests when chosen. */
export function reservationMessage(r: ReservationRequest): string {
  const lines = [`Hello! I would like to reserve the ${KIND_LABEL[r.kind]} "${r.name}" at ${formatINR(r.price)}${r.unit ? ` ${r.unit}` : ''}.`];
  if (r.checkIn) lines.push(`Check-in: ${r.checkIn}`);
  if (r.checkOut) lines.push(`Check-out: ${r.checkOut}`);
  if (r.guests) lines.push(`Guests: ${r.guests}`);
  lines.push('Please confirm availability.');
  return lines.join('\n');
}
