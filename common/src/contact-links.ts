import { formatINR } from './format';
import type { ItemKind } from './kinds';

/** Digits only, so '+91 98765-43210' becomes '919876543210'. */
export function digitsOnly(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** `https://wa.me/<digits>?text=<encoded message>` (ARCHITECTURE: WhatsApp links). */
export function whatsappLink(whatsappNumber: string, message: string): string {
  return `https://wa.me/${digitsOnly(whatsappNumber)}?text=${encodeURIComponent(message)}`;
}

/** `tel:+<digits>`; a 10-digit Indian number gets the +91 country code. */
export function telLink(phone: string): string {
  const digits = digitsOnly(phone);
  return `tel:+${digits.length === 10 ? `91${digits}` : digits}`;
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
