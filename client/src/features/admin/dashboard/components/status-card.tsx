import type { StatusCounts } from '@pachmarhi/common/types';
import { trendOf } from '@pachmarhi/common/dashboard';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './dashboard.module.css';
import { TrendBadge } from './trend-badge';
import { adminText } from '@/i18n';

const FILL = { up: css.fillUp, steady: css.fillSteady, down: css.fillDown };

/** One Status Overview card: available, booked, total and the availability indicator. */
export function StatusCard({ title, counts }: { title: string; counts: StatusCounts }) {
  const pct = counts.total > 0 ? Math.round((counts.available / counts.total) * 100) : 0;
  return (
    <section className={ui.card} aria-label={adminText('statusCard.statusOf', { title })}>
      <h3 className={ui.cardTitle}>{title}</h3>
      <div className={css.statusRow}>
        <span>{adminText('statusCard.available')}</span>
        <strong>{counts.available}</strong>
      </div>
      <div className={css.statusRow}>
        <span>{adminText('statusCard.booked')}</span>
        <strong>{counts.booked}</strong>
      </div>
      <div className={css.statusRow}>
        <span>{adminText('statusCard.total')}</span>
        <strong>{counts.total}</strong>
      </div>
      <div
        className={css.meter}
        role="meter"
        aria-label={adminText('statusCard.availabilityOf', { title })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <div
          className={cx(css.meterFill, FILL[trendOf(counts.available, counts.total)])}
          style={{ width: `${pct}%` }}
        />
      </div>
      <div className={css.indicator}>
        <span>{adminText('statusCard.availability')}</span>
        <TrendBadge value={counts.available} total={counts.total} label={adminText('statusCard.availableWord')} />
      </div>
    </section>
  );
}
