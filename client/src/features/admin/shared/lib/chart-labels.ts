import { formatCalendarDate } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { adminText } from '@/i18n';

/** 'YYYY-MM' as a short month in the display language: 'Nov 26' ('नव॰ 26'). */
export const monthLabel = (month: string): string => formatCalendarDate(month, { month: 'short', year: '2-digit' });

/** A share 0–1 as a whole percent: 0.667 → '67 %'. */
export const percent = (rate: number): string => `${Math.round(rate * 100)} %`;

/**
 * A revenue chart's rows (with the month's label and rupees to draw) and its summary for screen
 * readers: the total and the best month, or that nothing came in. Shared by the dashboard's chart
 * and the Reports screen's.
 * @param months money received per IST month, oldest first, paise
 */
export function revenueFigures(months: { month: string; amount: number }[]) {
  const rows = months.map((m) => ({ ...m, label: monthLabel(m.month), rupees: m.amount / 100 }));
  const total = rows.reduce((n, m) => n + m.amount, 0);
  const best = rows.reduce((a, b) => (b.amount > a.amount ? b : a), rows[0]);
  const range = { from: rows[0]?.label ?? '', to: rows[rows.length - 1]?.label ?? '' };
  if (total === 0) return { rows, summary: adminText('dashboardCharts.revenueNone', range) };
  const summary = adminText('dashboardCharts.revenueSummary', {
    ...range,
    total: formatPaise(total),
    best: best?.label ?? '',
    bestAmount: formatPaise(best?.amount ?? 0),
  });
  return { rows, summary };
}
