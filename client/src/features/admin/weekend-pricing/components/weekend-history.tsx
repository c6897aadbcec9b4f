import { useId, useState } from 'react';
import { formatDateTimeIST } from '@pachmarhi/common/format';
import { Icon } from '@/features/admin/shared/components/icons';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { useWeekendHistory } from '@/features/admin/weekend-pricing/api/get-weekend-history';
import css from './weekend.module.css';

/** The collapsible history of weekend pricing periods (times in IST), loaded with the page. */
export function WeekendHistory() {
  const history = useWeekendHistory();
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();

  return (
    <section className={cx(ui.card, css.history)}>
      <h2 style={{ margin: 0 }}>
        <button type="button" className={css.historyToggle} aria-expanded={showHistory} aria-controls={historyId} onClick={() => setShowHistory((s) => !s)}>
          <span>Pricing History{history.data ? ` (${history.data.length})` : ''}</span>
          <Icon name={showHistory ? 'up' : 'down'} />
        </button>
      </h2>
      <div id={historyId} hidden={!showHistory} style={{ marginTop: 14 }}>
        {history.isLoading ? (
          <div className={ui.centered} role="status"><span className="spinner" aria-hidden="true" /><span>Loading history...</span></div>
        ) : history.isError ? (
          <p className={ui.formAlert} role="alert">Failed to load the pricing history.</p>
        ) : (history.data ?? []).length === 0 ? (
          <p className={ui.fieldHint}>No weekend pricing periods yet.</p>
        ) : (
          <div className={ui.tableWrap}>
            <table className={ui.table}>
              <caption className="visually-hidden">Weekend pricing history</caption>
              <thead>
                <tr><th scope="col">Status</th><th scope="col">Increase</th><th scope="col">Start Time</th><th scope="col">End Time</th><th scope="col">Description</th></tr>
              </thead>
              <tbody>
                {(history.data ?? []).map((h) => (
                  <tr key={h._id} data-testid="history-row">
                    <td data-label="Status"><span className={cx(ui.badge, h.isActive ? ui.badgeGreen : ui.badgeGray)}>{h.isActive ? 'Active' : 'Inactive'}</span></td>
                    <td data-label="Increase">+{h.percentageIncrease}%</td>
                    <td data-label="Start Time">{formatDateTimeIST(h.startTime)}</td>
                    <td data-label="End Time">{h.endTime ? formatDateTimeIST(h.endTime) : 'Ongoing'}</td>
                    <td data-label="Description">{h.description || '—'}</td>
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
