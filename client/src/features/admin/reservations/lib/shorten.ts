import { billedQuote } from '@pachmarhi/common/pricing/agreed-total';
import { addDays, nightsBetween, quoteLines, type Quote } from '@pachmarhi/common/pricing/quote';

/** `q` keeping only its dates before `checkOut` (a shortened stay's nights or days), its total their sum. */
export function quoteUntil<Q extends Quote>(q: Q, checkOut: string): Q {
  const kept = quoteLines(q).filter((l) => l.date < checkOut);
  const total = kept.reduce((t, l) => t + l.price, 0);
  return q.kind === 'room' ? { ...q, total, nights: kept } : { ...q, total, days: kept };
}

/**
 * The quote an invoiced stay is billed on once shortened to `checkOut`: its billed quote (the
 * agreed total shared by date) without the dates dropped, which the credit note takes off (the
 * server credits the invoice's lines of those dates).
 */
export const invoicedUntil = (q: Quote, agreedTotal: number | null, checkOut: string): Quote =>
  quoteUntil(billedQuote(q, agreedTotal), checkOut);

/**
 * The check-outs a stay of [checkIn, checkOut) may be shortened to: from the day after check-in to
 * the day before its check-out, and the one proposed (today when the guest leaves today, else the
 * latest). Null when it has one night or day only (nothing to drop).
 */
export function shortenRange(
  checkIn: string,
  checkOut: string,
  today: string,
): { min: string; max: string; proposed: string } | null {
  if (nightsBetween(checkIn, checkOut) < 2) return null;
  const min = addDays(checkIn, 1);
  const max = addDays(checkOut, -1);
  return { min, max, proposed: today >= min && today <= max ? today : max };
}
