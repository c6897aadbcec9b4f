import type { Trip } from '@pachmarhi/common/schemas/trip-records';
import { formatINR } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { cx } from '@/features/admin/shared/lib/cx';
import { KIND_LABEL } from '@/features/admin/shared/lib/labels';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';
import { gstWhy } from '@/features/admin/trips/lib/trip-text';
import { extraName } from '@/features/admin/trips/components/trip-extras';
import css from '@/features/admin/trips/components/trip.module.css';

type Priced = Trip['quote']['lines'][number] | Trip['extras'][number];

/** One priced row: what, its price before tax, its GST with the rates and why, and what it comes to. */
function Row({ title, detail, item, why }: { title: string; detail?: string; item: Priced; why: string }) {
  const rates = item.gst.rates.map((r) => `${r} %`).join(' + ') || '0 %';
  return (
    <li className={css.priced} data-testid="breakdown-row">
      <div className={css.pricedHead}>
        <strong>{title}</strong>
        <span className={css.figure}>{formatPaise(item.grandTotal)}</span>
      </div>
      {detail && <div className={ui.itemMeta}>{detail}</div>}
      <div className={ui.itemMeta}>
        {adminText('trips.beforeTax', {
          amount: formatINR('subtotal' in item ? item.subtotal : item.total),
        })}{' '}
        · {adminText('trips.gstAt', { rates, amount: formatPaise(item.tax.total) })}
      </div>
      <p className={css.why} data-testid="gst-why">
        {why}
      </p>
    </li>
  );
}

/**
 * The trip's price as the server worked it out: each live line (its quote with meals) and extra
 * with its own GST rate and why it got it (rooms by the night's slab with their meals, tours and
 * vehicle hire at the business's rates, extras at their own), then the total, GST by rate and the
 * grand total. Figures are the trip's quote; an agreed total or an invoice shows in the bill.
 */
export function TripBreakdown({ trip }: { trip: Trip }) {
  const q = trip.quote;
  const firstDate = new Map(trip.lines.map((l) => [l._id, l.checkIn]));
  return (
    <section className={cx(ui.card, css.block)} aria-labelledby="trip-breakdown-title" data-testid="trip-breakdown">
      <h2 id="trip-breakdown-title" className={ui.cardTitle}>
        {adminText('trips.breakdown')}
      </h2>
      {q.lines.length === 0 && q.extras.length === 0 ? (
        <p className={ui.itemMeta}>{adminText('trips.nothingPriced')}</p>
      ) : (
        <ul className={css.rows}>
          {q.lines.map((l, i) => (
            <Row
              key={l._id ?? i}
              title={`${l.itemName ?? KIND_LABEL[l.kind]}${l.units > 1 ? ` ×${l.units}` : ''}`}
              detail={
                l.meals
                  ? adminText('trips.meals', {
                      plan: l.meals.plan,
                      adult: formatINR(l.meals.adult),
                      child: formatINR(l.meals.child),
                      count: l.meals.nights,
                      total: formatINR(l.meals.total),
                    })
                  : undefined
              }
              item={l}
              why={gstWhy(l.gst, (l._id && firstDate.get(l._id)) || null, !!l.meals)}
            />
          ))}
          {q.extras.map((e, i) => (
            <Row
              key={e._id ?? `x${i}`}
              title={extraName(e)}
              detail={`SAC/HSN ${e.sac}`}
              item={e}
              why={gstWhy(e.gst, null, false)}
            />
          ))}
        </ul>
      )}
      <dl className={css.totals}>
        <div>
          <dt>{adminText('trips.totalBeforeTax')}</dt>
          <dd>{formatINR(q.total)}</dd>
        </div>
        {q.tax.lines
          .filter((t) => t.rate > 0)
          .map((t) => (
            <div key={t.rate}>
              <dt>{adminText('trips.gstRateLine', { rate: t.rate, taxable: formatPaise(t.taxable) })}</dt>
              <dd>{formatPaise(t.cgst + t.sgst)}</dd>
            </div>
          ))}
        <div className={css.grand}>
          <dt>{adminText('trips.grandTotal')}</dt>
          <dd data-testid="trip-grand-total">{formatPaise(q.grandTotal)}</dd>
        </div>
      </dl>
    </section>
  );
}
