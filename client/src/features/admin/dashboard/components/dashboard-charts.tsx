import { Area, AreaChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardCharts as Figures } from '@pachmarhi/common/schemas/money-records';
import { formatDateIST } from '@pachmarhi/common/format';
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
import { percent } from '@/features/admin/shared/lib/chart-labels';
import { adminText } from '@/i18n';
import { useDashboardCharts } from '@/features/admin/dashboard/api/get-dashboard-charts';
import { occupancyFigures } from './chart-figures';
import css from './dashboard.module.css';

function Charts({ data }: { data: Figures }) {
  const occupancy = occupancyFigures(data);
  return (
    <div className={css.grid2}>
      <RevenueChart testId="revenue-chart" title={adminText('dashboardCharts.revenueTitle')} months={data.revenue} />
      <ChartFigure
        testId="occupancy-chart"
        title={adminText('dashboardCharts.occupancyTitle')}
        summary={occupancy.summary}
        head={[adminText('dashboardCharts.night'), adminText('dashboardCharts.occupied')]}
        rows={occupancy.rows.map((d) => ({
          key: d.date,
          label: formatDateIST(d.date),
          value: adminText('dashboardCharts.unitsOf', { occupied: d.occupied, units: d.units, rate: percent(d.rate) }),
        }))}
        chart={
          <AreaChart data={occupancy.rows} accessibilityLayer={false} margin={CHART_MARGIN}>
            <CartesianGrid stroke={CHART_COLOURS.grid} vertical={false} />
            <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
            <YAxis tick={axis} {...PERCENT_AXIS} />
            <Tooltip formatter={occupiedTooltip} />
            <Area
              type="monotone"
              dataKey="percent"
              stroke={CHART_COLOURS.accent}
              fill={CHART_COLOURS.accent}
              fillOpacity={0.3}
              isAnimationActive={false}
            />
          </AreaChart>
        }
      />
    </div>
  );
}

/**
 * The dashboard's two charts, drawn from the server's figures (`GET /api/reports/dashboard-charts`):
 * revenue by month for 12 months and room occupancy by night for 30 nights, each with a caption, a
 * spoken summary and a table of its figures. Loaded as a chunk of its own (the charting library
 * comes with it), so only the dashboard downloads it.
 */
export default function DashboardCharts() {
  const charts = useDashboardCharts();
  return (
    <section className={css.section} aria-labelledby="dashboard-charts">
      <h2 id="dashboard-charts" className={css.sectionTitle}>
        {adminText('dashboardCharts.title')}
      </h2>
      {charts.isLoading ? (
        <ChartsLoading />
      ) : charts.isError || !charts.data ? (
        <ChartsFailed onRetry={() => void charts.refetch()} />
      ) : (
        <Charts data={charts.data} />
      )}
    </section>
  );
}
