import { toast } from '@/lib/toast';
import type { ItemKind } from '@pachmarhi/common/kinds';
import type { RatePeriod } from '@pachmarhi/common/schemas/rates';
import { formatStayDate } from '@pachmarhi/common/stay-search';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { createRate, deleteRate, useRateMutation } from '@/features/admin/rates/api/rate-mutations';
import { inputOf, nextYear } from '@/features/admin/rates/lib/rate-grid';
import { ApiRequestError } from '@/lib/api';
import { adminText } from '@/i18n';
import css from './rates.module.css';
import { weekdayName } from '@pachmarhi/common/format';

interface RateListProps {
  kind: ItemKind;
  periods: RatePeriod[];
  /** Item names by id (a deleted item's periods show 'deleted item'). */
  names: Map<string, string>;
  colours: Map<string, number>;
  onEdit: (p: RatePeriod) => void;
}

const weekdayList = (days: number[] | null) => {
  if (!days) return adminText('ratesPage.everyDay');
  return days.map((d) => weekdayName(d)).join(', ');
};

/** What a period changes, for the list: '+40 %', '₹4,500', '—'. */
const priceText = (p: RatePeriod) =>
  !p.adjustment
    ? '—'
    : p.adjustment.type === 'percent'
      ? `${p.adjustment.value > 0 ? '+' : ''}${p.adjustment.value} %`
      : `₹${p.adjustment.value.toLocaleString('en-IN')}`;

/** The rules of a period, for the list: 'min 3 nights · no check-in'. */
function rulesText(kind: ItemKind, p: RatePeriod): string {
  const parts: string[] = [];
  if (p.minNights)
    parts.push(adminText(`ratesPage.minStay_${kind === 'room' ? 'nights' : 'days'}`, { count: p.minNights }));
  if (p.closedToArrival) parts.push(adminText(kind === 'tour' ? 'ratesPage.noBooking' : 'ratesPage.noCheckIn'));
  if (p.closedToDeparture) parts.push(adminText('ratesPage.noCheckOut'));
  if (p.nonRefundable) parts.push(adminText('ratesPage.nonRefundable'));
  return parts.join(' · ') || '—';
}

/** The kind's periods: name (with its grid colour), what it applies to, dates, days, price change, stay rules; edit, copy to next year, delete. */
export function RateList({ kind, periods, names, colours, onEdit }: RateListProps) {
  const copy = useRateMutation((p: RatePeriod) => createRate({ ...inputOf(p, nextYear) }));
  const remove = useRateMutation((p: RatePeriod) => deleteRate(p._id));
  const failed = (e: unknown) =>
    toast.error(e instanceof ApiRequestError ? e.message : adminText('ratesPage.saveFailed'));
  if (periods.length === 0) {
    return (
      <div className={cx(ui.card, ui.empty)}>
        <h2>{adminText('ratesPage.noPeriods')}</h2>
        <p>{adminText('ratesPage.noPeriodsHint')}</p>
      </div>
    );
  }
  return (
    <section className={cx(ui.card, css.listCard)} aria-labelledby="rate-list-title">
      <h2 id="rate-list-title" className={ui.cardTitle}>
        {adminText('ratesPage.periods')}
      </h2>
      <div className={ui.tableWrap}>
        <table className={ui.table}>
          <thead>
            <tr>
              <th>{adminText('ratesPage.name')}</th>
              <th>{adminText('ratesPage.appliesTo')}</th>
              <th>{adminText('ratesPage.dates')}</th>
              <th>{adminText('ratesPage.weekdays')}</th>
              <th>{adminText('ratesPage.priceChange')}</th>
              <th>{adminText('ratesPage.stayRules')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {periods.map((p) => (
              <tr key={p._id} data-testid="rate-period">
                <td data-label={adminText('ratesPage.name')}>
                  <span className={cx(css.swatch, css[`r${colours.get(p._id) ?? 0}`])} aria-hidden="true" />
                  <strong>{p.name}</strong>
                </td>
                <td data-label={adminText('ratesPage.appliesTo')}>
                  {p.itemId
                    ? (names.get(p.itemId) ?? adminText('ratesPage.deletedItem'))
                    : adminText(`ratesPage.every.${kind}`)}
                </td>
                <td data-label={adminText('ratesPage.dates')} className={ui.nowrap}>
                  {formatStayDate(p.startDate)} {p.startDate.slice(0, 4)} – {formatStayDate(p.endDate)}{' '}
                  {p.endDate.slice(0, 4)}
                </td>
                <td data-label={adminText('ratesPage.weekdays')}>{weekdayList(p.weekdays)}</td>
                <td data-label={adminText('ratesPage.priceChange')}>{priceText(p)}</td>
                <td data-label={adminText('ratesPage.stayRules')}>{rulesText(kind, p)}</td>
                <td data-label="">
                  <div className={css.rowActions}>
                    <button
                      type="button"
                      className={cx(ui.btn, ui.btnSmall, ui.btnSecondary)}
                      onClick={() => onEdit(p)}
                    >
                      {adminText('ratesPage.edit')}
                    </button>
                    <button
                      type="button"
                      className={cx(ui.btn, ui.btnSmall, ui.btnGhost)}
                      disabled={copy.isPending}
                      onClick={() =>
                        copy.mutate(p, {
                          onSuccess: () => toast.success(adminText('ratesPage.copied', { name: p.name })),
                          onError: failed,
                        })
                      }
                    >
                      {adminText('ratesPage.copyNextYear')}
                    </button>
                    <button
                      type="button"
                      className={cx(ui.btn, ui.btnSmall, ui.btnDanger)}
                      disabled={remove.isPending}
                      onClick={() => {
                        if (window.confirm(adminText('ratesPage.confirmDelete', { name: p.name })))
                          remove.mutate(p, {
                            onSuccess: () => toast.success(adminText('ratesPage.deleted')),
                            onError: failed,
                          });
                      }}
                    >
                      {adminText('ratesPage.delete')}
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
