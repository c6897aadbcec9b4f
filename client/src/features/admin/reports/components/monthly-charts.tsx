import { useQuery } from '@tanstack/react-query';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportMonth } from '@pachmarhi/common/schemas/reports';
import {
  CHART_AXIS as axis,
  CHART_COLOURS,
  CHART_MARGIN,
  ChartFigure,
  occupiedTooltip,
  PERCENT_AXIS,
} from '@/features/admin/shared/components/chart-figure';
import { ChartsFailed, ChartsLoading } from '@/features/admin/shared/components/charts-state';
import { RevenueChart } from '@/features/admin/shared/components/revenue-chart';
import { monthLabel, percent } from '@/features/admin/shared/lib/chart-labels';
import { reportQueries } from '@/lib/queries/reports';
import { adminText } from '@/i18n';
import css from './reports.module.css';

/** The occupancy chart's rows (percent) and its summary: the average over the months and the fullest month, or that none was taken. */
function occupancyFigures(months: ReportMonth[]) {
  const rows = months.map((m) => ({ ...m, label: monthLabel(m.month), percent: Math.round(m.rate * 100) }));
  const offered = months.reduce((n, m) => n + m.roomNights, 0);
  const taken = months.reduce((n, m) => n + m.occupied, 0);
  const fullest = rows.reduce((a, b) => (b.rate > a.rate ? b : a), rows[0]);
  const range = { from: rows[0]?.label ?? '', to: rows[rows.length - 1]?.label ?? '' };
  if (taken === 0) return { rows, summary: adminText('reportsPage.occupancyNone', range) };
  const summary = adminText('reportsPage.occupancySummary', {
    from: rows[0]?.label ?? '',
    to: rows[rows.length - 1]?.label ?? '',
    average: percent(offered > 0 ? taken / offered : 0),
    fullest: fullest?.label ?? '',
    fullestRate: percent(fullest?.rate ?? 0),
  });
  return { rows, summary };
}

function Charts({ months }: { months: ReportMonth[] }) {
  const occupancy = occupancyFigures(months);
  return (
    <div className={css.charts}>
      <ChartFigure
        testId="monthly-occupancy-chart"
        title={adminText('reportsPage.occupancyTitle')}
        summary={occupancy.summary}
        head={[adminText('dashboardCharts.month'), adminText('dashboardCharts.occupied')]}
        rows={occupancy.rows.map((m) => ({
          key: m.month,
          label: m.label,
          value: adminText('reportsPage.roomNightsOf', {
            occupied: m.occupied,
            offered: m.roomNights,
            rate: percent(m.rate),
          }),
        }))}
        chart={
          <BarChart data={occupancy.rows} accessibilityLayer={false} margin={CHART_MARGIN}>
            <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
            <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" />
            <YAxis tick={axis} {...PERCENT_AXIS} />
            <Tooltip formatter={occupiedTooltip} />
            <Bar dataKey="percent" fill={CHART_COLOURS.accent} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        }
      />
      <RevenueChart
        testId="monthly-revenue-chart"
        title={adminText('reportsPage.revenueTitle')}
        months={months.map((m) => ({ month: m.month, amount: m.revenue }))}
      />
    </div>
  );
}

/**
 * The Reports screen's two monthly charts (`GET /api/reports/monthly`): room occupancy and money
 * received for the last 12 IST months, each with its summary and a table of its figures. A chunk
 * of its own with the charting library.
 */
export default function MonthlyCharts() {
  const report = useQuery(reportQueries.monthly());
  if (report.isLoading) return <ChartsLoading />;
  if (report.isError || !report.data) return <ChartsFailed onRetry={() => void report.refetch()} />;
  return <Charts months={report.data.months} />;
}
