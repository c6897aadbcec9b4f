/**
 * A quote in words, shared by the detail page's price box and the WhatsApp reservation text so
 * both say the same thing: 'Fri 9 Jan ₹2,250 · weekend +25%'.
 */
import { formatINR } from './format';
import type { Quote, QuoteLine } from './quote';
import { displayLang } from './i18n/lang';
import { formatStayDate } from './stay-search';

/** The priced dates of a quote: nights (rooms), rental days (vehicles) or the departure (tours). */
export function quoteLines(q: Quote): QuoteLine[] {
  return q.kind === 'room' ? q.nights : q.days;
}

/**
 * One priced date in the display language: 'Fri 9 Jan ₹2,250 · weekend +25%' (the surcharge part
 * only on surcharged dates); tours add the persons: 'Tue 8 Dec ₹800 × 3 = ₹2,400'.
 */
export function quoteLineText(line: QuoteLine, q: Pick<Quote, 'kind' | 'guests' | 'weekendPercentage'>): string {
  const price = q.kind === 'tour' ? `${formatINR(line.price / q.guests)} × ${q.guests} = ${formatINR(line.price)}` : formatINR(line.price);
  const weekend = displayLang() === 'hi' ? 'वीकेंड' : 'weekend';
  return `${formatStayDate(line.date)} ${price}${line.surcharge > 0 ? ` · ${weekend} +${q.weekendPercentage}%` : ''}`;
}
