import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatINR } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { revenueFigures } from '@/features/admin/shared/lib/chart-labels';
import { adminText } from '@/i18n';
import { CHART_AXIS as axis, CHART_COLOURS, CHART_MARGIN, ChartFigure } from './chart-figure';

/**
 * Money received per IST month as a bar chart figure (the dashboard's and the Reports screen's):
 * bars in rupees, the summary (total and best month) and the table of every month.
 * @param months oldest first, `amount` in paise
 */
export function RevenueChart({
  testId,
  title,
  months,
}: {
  testId: string;
  title: string;
  months: { month: string; amount: number }[];
}) {
  const revenue = revenueFigures(months);
  return (
    <ChartFigure
      testId={testId}
      title={title}
      summary={revenue.summary}
      head={[adminText('dashboardCharts.month'), adminText('dashboardCharts.received')]}
      rows={revenue.rows.map((m) => ({ key: m.month, label: m.label, value: formatPaise(m.amount) }))}
      chart={
        <BarChart data={revenue.rows} accessibilityLayer={false} margin={CHART_MARGIN}>
          <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
          <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" />
          <YAxis tick={axis} width={64} tickFormatter={(v: number) => formatINR(v)} />
          <Tooltip formatter={(v) => [formatINR(Number(v)), adminText('dashboardCharts.received')]} />
          <Bar dataKey="rupees" fill={CHART_COLOURS.primary} radius={[4, 4, 0, 0]} isAnimationActive={false} />
        </BarChart>
      }
    />
  );
}
