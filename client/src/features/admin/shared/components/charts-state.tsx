import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';

/** Charts on their way (their chunk or their figures), announced to screen readers. */
export function ChartsLoading() {
  return (
    <div className={ui.centered} role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{adminText('dashboardCharts.loading')}</span>
    </div>
  );
}

/** Charts whose figures could not be loaded, with Retry. */
export function ChartsFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={cx(ui.card, ui.errorBox)} role="alert">
      <p>{adminText('dashboardCharts.failed')}</p>
      <button type="button" className={ui.btn} onClick={onRetry}>
        {adminText('dashboardPage.retry')}
      </button>
    </div>
  );
}
