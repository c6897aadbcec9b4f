import { useQuery } from '@tanstack/react-query';
import { formatINR, plural } from '@pachmarhi/common/format';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { priceView } from '@pachmarhi/common/pricing/price-view';
import { quote, quoteLines, type Quote, type QuoteItem, type QuoteOptions } from '@pachmarhi/common/pricing/quote';
import { reasonIssue } from '@pachmarhi/common/pricing/quote-reasons';
import { todayIST } from '@pachmarhi/common/time';
import ui from '@/features/admin/shared/ui.module.css';
import { rateQueries } from '@/lib/queries/rates';
import { weekendPricingQueries } from '@/lib/queries/weekend-pricing';
import { validationText } from '@/i18n/validation';
import css from './bookings.module.css';
import { adminText } from '@/i18n';

interface QuoteSummaryProps {
  kind: ItemKind;
  /** What the quote reads of the chosen item (`Bookable.quote`). */
  item: QuoteItem;
  checkIn: string;
  checkOut: string;
  guests: string;
}

/** The shared `quote()` of the entered dates, or null while they are incomplete or invalid. */
function liveQuote(
  p: QuoteSummaryProps,
  weekend: Parameters<typeof quote>[2] | undefined,
  options: QuoteOptions,
): Quote | null {
  if (!weekend || !p.checkIn) return null;
  try {
    return quote(
      p.item,
      { kind: p.kind, checkIn: p.checkIn, checkOut: p.kind === 'tour' ? null : p.checkOut, guests: Number(p.guests) },
      weekend,
      options,
    );
  } catch {
    return null;
  }
}

/**
 * The price of the reservation as it is being typed, from the same `quote()` the server stores
 * (rate periods, weekend surcharge, extra guests; docs/decisions/016-rate-periods.md), rendered
 * from its price view in the admin's language: the total, what it covers ('2 nights × ₹2,000',
 * '3 × ₹800 per person', or the rate periods that price it) and the weekend surcharge. A stay rule
 * the dates break shows as a warning: the owner may still save it (an override).
 */
export function QuoteSummary(props: QuoteSummaryProps) {
  const weekend = useQuery(weekendPricingQueries.status());
  const periods = useQuery(rateQueries.list(props.kind));
  const q = liveQuote(props, weekend.data, { periods: periods.data ?? [], today: todayIST() });
  if (!q)
    return (
      <p className={ui.fieldHint} data-testid="live-quote">
        {adminText('quoteSummary.chooseTheItemDates')}
      </p>
    );
  const view = priceView({ quote: q });
  const { unit, count } = view.units;
  const price = formatINR(view.unitPrice);
  const rules = [...new Set(quoteLines(q).flatMap((l) => (l.rule ? [l.rule.name] : [])))];
  const extra = quoteLines(q).reduce((t, l) => t + l.extraGuests, 0);
  const covers = rules.length
    ? `${plural(count, unit)} · ${rules.join(', ')}`
    : unit === 'person'
      ? adminText('quoteSummary.perPerson', { persons: count, price })
      : `${plural(count, unit)} × ${price}`;
  return (
    <div className={css.quote} data-testid="live-quote" aria-live="polite">
      <span>{adminText('quoteSummary.quote')}</span>
      <strong>{formatINR(view.amount)}</strong>
      <small>
        {covers}
        {view.surcharge > 0
          ? adminText('quoteSummary.weekendSurcharge', {
              iNR: formatINR(view.surcharge),
              weekendPercentage: view.weekendPercentage,
            })
          : ''}
        {extra > 0 ? adminText('quoteSummary.extraGuests', { amount: formatINR(extra) }) : ''}
      </small>
      {q.reason && (
        <small className={css.quoteWarning} role="status" data-testid="stay-rule-warning">
          {adminText('quoteSummary.stayRuleWarning', { reason: validationText(reasonIssue(props.kind, q.reason)) })}
        </small>
      )}
    </div>
  );
}
