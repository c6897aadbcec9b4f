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
  /** Trend from value/total (docs/product.md#admin-dashboard). */
  trend: { value: number; total: number; label?: string };
}

export function StatCard({ label, value, note, icon, accent, trend }: StatCardProps) {
  return (
    <section className={ui.card} aria-label={label}>
      <div className={css.stat}>
        <div>
          <h3 className={css.statLabel}>{label}</h3>
          <p className={css.statValue}>{value}</p>
          {note && <p className={css.statNote}>{note}</p>}
          <TrendBadge {...trend} />
        </div>
        <div className={cx(css.statIcon, accent && css.accentIcon)}><Icon name={icon} size={22} /></div>
      </div>
    </section>
  );
}
