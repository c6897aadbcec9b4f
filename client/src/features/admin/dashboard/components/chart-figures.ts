import type { DashboardCharts } from '@pachmarhi/common/schemas/money-records';
import { formatCalendarDate, formatDateIST } from '@pachmarhi/common/format';
import { percent } from '@/features/admin/shared/lib/chart-labels';
import { adminText } from '@/i18n';

/** 'YYYY-MM-DD' as day and month: '28 Nov'. */
export const dayLabel = (date: string): string => formatCalendarDate(date, { day: 'numeric', month: 'short' });

/** The occupancy chart's rows (percent) and its summary for screen readers (average, fullest night). */
export function occupancyFigures(data: DashboardCharts) {
  const rows = data.occupancy.map((d) => ({ ...d, label: dayLabel(d.date), percent: Math.round(d.rate * 100) }));
  const average = rows.length ? rows.reduce((n, d) => n + d.rate, 0) / rows.length : 0;
  const fullest = rows.reduce((a, b) => (b.rate > a.rate ? b : a), rows[0]);
  const summary = adminText('dashboardCharts.occupancySummary', {
    from: formatDateIST(rows[0]?.date),
    to: formatDateIST(rows[rows.length - 1]?.date),
    average: percent(average),
    fullest: fullest ? formatDateIST(fullest.date) : '',
    fullestRate: percent(fullest?.rate ?? 0),
  });
  return { rows, summary };
}
