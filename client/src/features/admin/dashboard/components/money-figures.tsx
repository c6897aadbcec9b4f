import type { DashboardMoney } from '@pachmarhi/common/schemas/money-records';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { adminText } from '@/i18n';
import { StatCard } from './stat-card';
import css from './dashboard.module.css';

/** Deposits awaited, balances due from today's and tomorrow's arrivals and the money received this month. */
export function MoneyFigures({ data }: { data: DashboardMoney }) {
  return (
    <div className={css.grid4}>
      <StatCard
        label={adminText('dashboardPage.depositsAwaited')}
        value={formatPaise(data.depositsAwaited.amount)}
        note={adminText('dashboardPage.depositsAwaitedCount', { count: data.depositsAwaited.count })}
        icon="rupee"
      />
      <StatCard
        label={adminText('dashboardPage.balanceDueToday')}
        value={formatPaise(data.balancesDue.today)}
        icon="calendar"
      />
      <StatCard
        label={adminText('dashboardPage.balanceDueTomorrow')}
        value={formatPaise(data.balancesDue.tomorrow)}
        icon="calendar"
      />
      <StatCard
        label={adminText('dashboardPage.receivedThisMonth')}
        value={formatPaise(data.receivedThisMonth)}
        icon="rupee"
        accent
      />
    </div>
  );
}
