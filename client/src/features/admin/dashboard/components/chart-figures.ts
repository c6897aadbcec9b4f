import type { DashboardCharts } from '@pachmarhi/common/schemas/money-records';
import { formatDateIST } from '@pachmarhi/common/format';
import { displayLang, LOCALE } from '@pachmarhi/common/i18n/lang';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { adminText } from '@/i18n';

/** 'YYYY-MM' as a short month in the display language: 'Nov 26' ('नव॰ 26'). */
export const monthLabel = (month: string): string =>
  new Intl.DateTimeFormat(LOCALE[displayLang()], { month: 'short', year: '2-digit', timeZone: 'UTC' }).format(
    new Date(`${month}-15T00:00:00Z`),
  );

/** 'YYYY-MM-DD' as day and month: '28 Nov'. */
export const dayLabel = (date: string): string =>
  new Intl.DateTimeFormat(LOCALE[displayLang()], { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** A share 0–1 as a whole percent: 0.667 → '67 %'. */
export const percent = (rate: number): string => `${Math.round(rate * 100)} %`;

/** The revenue chart's rows and its summary for screen readers (total and best month, or that nothing came in). */
export function revenueFigures(data: DashboardCharts) {
  const rows = data.revenue.map((m) => ({ ...m, label: monthLabel(m.month), rupees: m.amount / 100 }));
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
