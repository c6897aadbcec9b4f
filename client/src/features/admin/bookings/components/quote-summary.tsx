import { useQuery } from '@tanstack/react-query';
import { formatINR } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { quote, type Quote } from '@pachmarhi/common/quote';
import ui from '@/features/admin/shared/ui.module.css';
import { weekendPricingQueries } from '@/lib/queries/weekend-pricing';
import css from './bookings.module.css';
import { adminText } from '@/i18n';

interface QuoteSummaryProps {
  kind: ItemKind;
  price: number;
  checkIn: string;
  checkOut: string;
  guests: string;
}

/** The shared `quote()` of the entered dates, or null while they are incomplete or invalid. */
function liveQuote(p: QuoteSummaryProps, weekend: Parameters<typeof quote>[2] | undefined): Quote | null {
  if (!weekend || !p.checkIn) return null;
  try {
    return quote({ price: p.price }, { kind: p.kind, checkIn: p.checkIn, checkOut: p.kind === 'tour' ? null : p.checkOut, guests: Number(p.guests) }, weekend);
  } catch {
    return null;
  }
}

/**
 * The price of the reservation as it is being typed, from the same `quote()` the server stores
 * (docs/product.md#weekend-surcharge): total, lines and the weekend surcharge.
 */
export function QuoteSummary(props: QuoteSummaryProps) {
  const weekend = useQuery(weekendPricingQueries.status());
  const q = liveQuote(props, weekend.data);
  if (!q) return <p className={ui.fieldHint} data-testid="live-quote">{adminText('quoteSummary.chooseTheItemDates')}</p>;
  const lines = q.kind === 'room' ? q.nights : q.days;
  const surcharge = lines.reduce((sum, l) => sum + l.surcharge, 0);
  const count = q.kind === 'tour' ? `${q.guests} × ${formatINR(q.unitPrice)} per person` : `${lines.length} ${q.unit}${lines.length === 1 ? '' : 's'} × ${formatINR(q.unitPrice)}`;
  return (
    <div className={css.quote} data-testid="live-quote" aria-live="polite">
      <span>{adminText('quoteSummary.quote')}</span>
      <strong>{formatINR(q.total)}</strong>
      <small>{count}{surcharge > 0 ? adminText('quoteSummary.weekendSurcharge', { iNR: formatINR(surcharge), weekendPercentage: q.weekendPercentage }) : ''}</small>
    </div>
  );
}
