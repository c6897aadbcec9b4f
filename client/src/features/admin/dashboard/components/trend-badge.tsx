import { trendOf } from '@pachmarhi/common/dashboard';
import { Icon } from '@/features/admin/shared/components/icons';
import { cx } from '@/features/admin/shared/lib/cx';
import css from './dashboard.module.css';
import { adminText } from '@/i18n';

const ICON = { up: 'up', steady: 'steady', down: 'down' } as const;

/**
 * Trend icon of docs/product.md#admin-dashboard: value/total ≥ 70 % green up, ≥ 40 % yellow, below red; ratio 0 when
 * total is 0. `label` says what the percentage measures, in the page's language ('available' → '85% available').
 */
export function TrendBadge({ value, total, label }: { value: number; total: number; label: string }) {
  const trend = trendOf(value, total);
  const pct = total > 0 ? Math.round((value / total) * 100) : 0;
  return (
    <span
      className={cx(css.trend, css[trend])}
      data-trend={trend}
      title={adminText('statusCard.trendTitle', { value, total, label })}
    >
      <Icon name={ICON[trend]} size={14} />
      {adminText('statusCard.trendShare', { percent: pct, label })}
    </span>
  );
}
