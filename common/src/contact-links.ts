/**
 * Links that open a chat or a call: WhatsApp's `wa.me` and `tel:`. The reservation message they
 * carry is made in reservation-message.ts (kept apart: it needs the price engine, these links do not).
 */
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
