import { useQuery } from '@tanstack/react-query';
import type { ItemKind } from '@pachmarhi/common/kinds';
import { folio } from '@pachmarhi/common/money/folio';
import { quote, type Quote, type QuoteItem, type QuoteOptions } from '@pachmarhi/common/pricing/quote';
import { reasonIssue } from '@pachmarhi/common/pricing/quote-reasons';
import { taxSettingsOf } from '@pachmarhi/common/tax/gst-display';
import { todayIST } from '@pachmarhi/common/time';
import { Bill } from '@/features/admin/shared/money/bill';
import { chargeRows } from '@/features/admin/shared/money/bill-rows';
import ui from '@/features/admin/shared/ui.module.css';
import { rateQueries } from '@/lib/queries/rates';
import { useSiteConfig } from '@/lib/queries/site-config';
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
  /** The agreed total as typed (whole rupees; '' for none). */
  agreedTotal: string;
  status: string;
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

/** The agreed total typed, whole rupees, or null when blank or not a whole number ≥ 0. */
const agreedOf = (typed: string): number | null => {
  const n = Number(typed.trim());
  return typed.trim() !== '' && Number.isInteger(n) && n >= 0 ? n : null;
};

/**
 * The bill of the reservation as it is being typed, before saving: the same `quote()` the server
 * stores (rate periods, weekend surcharge, extra guests; docs/decisions/016-rate-periods.md) and
 * the same `folio()` every screen shows, under the business's GST settings (`gst` of the site
 * configuration): nights × price, extra guests, weekend, the agreed discount, GST by rate with the
 * note when a room night crosses ₹7,500 (18 %), and "₹15,600 + GST ₹2,808 = ₹18,408". A stay rule
 * the dates break shows as a warning: the owner may still save it (an override).
 */
export function QuoteSummary(props: QuoteSummaryProps) {
  const weekend = useQuery(weekendPricingQueries.status());
  const periods = useQuery(rateQueries.list(props.kind));
  const site = useSiteConfig();
  const q = liveQuote(props, weekend.data, { periods: periods.data ?? [], today: todayIST() });
  if (!q || !site.data)
    return (
      <p className={ui.fieldHint} data-testid="live-quote">
        {adminText('quoteSummary.chooseTheItemDates')}
      </p>
    );
  const settings = taxSettingsOf(site.data.gst);
  const agreedTotal = agreedOf(props.agreedTotal);
  const f = folio({ quote: q, agreedTotal, status: props.status, settings, entries: [], invoice: null });
  return (
    <div className={css.quote} data-testid="live-quote" aria-live="polite">
      <span>{adminText('quoteSummary.quote')}</span>
      <div className={css.quoteBill}>
        <Bill rows={chargeRows({ quote: q, agreedTotal, folio: f, settings })} />
      </div>
      {q.reason && (
        <small className={css.quoteWarning} role="status" data-testid="stay-rule-warning">
          {adminText('quoteSummary.stayRuleWarning', { reason: validationText(reasonIssue(props.kind, q.reason)) })}
        </small>
      )}
    </div>
  );
}
