import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/features/admin/shared/components/icons';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import css from './dashboard.module.css';
import { TrendBadge } from './trend-badge';

interface StatCardProps {
  label: string;
  value: ReactNode;
  note?: string;
  icon: IconName;
  accent?: boolean;
  /** Trend from value/total (docs/product.md#admin-dashboard); left out for a plain count with no share to measure (users, images). */
  trend?: { value: number; total: number; label: string };
}

/** A dashboard figure: label, value, note, icon and the trend of its share (when it has one). */
export function StatCard({ label, value, note, icon, accent, trend }: StatCardProps) {
  return (
    <section className={ui.card} aria-label={label}>
      <div className={css.stat}>
        <div>
          <h2 className={css.statLabel}>{label}</h2>
          <p className={css.statValue}>{value}</p>
          {note && <p className={css.statNote}>{note}</p>}
          {trend && <TrendBadge {...trend} />}
        </div>
        <div className={cx(css.statIcon, accent && css.accentIcon)}>
          <Icon name={icon} size={22} />
        </div>
      </div>
    </section>
  );
}
