import { useId, useState } from 'react';
import { formatDateTimeIST } from '@pachmarhi/common/format';
import { Icon } from '@/features/admin/shared/components/icons';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { useWeekendHistory } from '@/features/admin/weekend-pricing/api/get-weekend-history';
import css from './weekend.module.css';
import { adminText } from '@/i18n';

/** The collapsible history of weekend pricing periods (times in IST), loaded with the page. */
export function WeekendHistory() {
  const history = useWeekendHistory();
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();

  return (
    <section className={cx(ui.card, css.history)}>
      <h2 style={{ margin: 0 }}>
        <button
          type="button"
          className={css.historyToggle}
          aria-expanded={showHistory}
          aria-controls={historyId}
          onClick={() => setShowHistory((s) => !s)}
        >
          <span>
            {adminText('weekendHistory.pricingHistory')}
            {history.data ? ` (${history.data.length})` : ''}
          </span>
          <Icon name={showHistory ? 'up' : 'down'} />
        </button>
      </h2>
      <div id={historyId} hidden={!showHistory} style={{ marginTop: 14 }}>
        {history.isLoading ? (
          <div className={ui.centered} role="status">
            <span className="spinner" aria-hidden="true" />
            <span>{adminText('weekendHistory.loadingHistory')}</span>
          </div>
        ) : history.isError ? (
          <p className={ui.formAlert} role="alert">
            {adminText('weekendHistory.failedToLoadThe')}
          </p>
        ) : (history.data ?? []).length === 0 ? (
          <p className={ui.fieldHint}>{adminText('weekendHistory.noWeekendPricingPeriods')}</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <caption className="visually-hidden">{adminText('weekendHistory.weekendPricingHistory')}</caption>
              <thead>
                <tr>
                  <th scope="col">{adminText('weekendHistory.status')}</th>
                  <th scope="col">{adminText('weekendHistory.increase')}</th>
                  <th scope="col">{adminText('weekendHistory.startTime')}</th>
                  <th scope="col">{adminText('weekendHistory.endTime')}</th>
                  <th scope="col">{adminText('weekendHistory.description')}</th>
                </tr>
              </thead>
              <tbody>
                {(history.data ?? []).map((h) => (
                  <tr key={h._id} data-testid="history-row">
                    <td data-label={adminText('cardLabels.status')}>
                      <span className={cx(ui.badge, h.isActive ? ui.badgeGreen : ui.badgeGray)}>
                        {h.isActive ? adminText('weekendHistory.active') : adminText('weekendHistory.inactive')}
                      </span>
                    </td>
                    <td data-label={adminText('cardLabels.increase')}>+{h.percentageIncrease}%</td>
                    <td data-label={adminText('cardLabels.startTime')}>{formatDateTimeIST(h.startTime)}</td>
                    <td data-label={adminText('cardLabels.endTime')}>
                      {h.endTime ? formatDateTimeIST(h.endTime) : adminText('weekendHistory.ongoing')}
                    </td>
                    <td data-label={adminText('cardLabels.description')}>{h.description || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </section>
  );
}
