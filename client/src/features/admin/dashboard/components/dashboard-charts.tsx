import { useId, type ReactNode } from 'react';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DashboardCharts as Figures } from '@pachmarhi/common/schemas/money-records';
import { formatDateIST, formatINR } from '@pachmarhi/common/format';
import { formatPaise } from '@pachmarhi/common/tax/paise';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';
import { useDashboardCharts } from '@/features/admin/dashboard/api/get-dashboard-charts';
import { occupancyFigures, percent, revenueFigures } from './chart-figures';
import css from './dashboard.module.css';

/** Forest green and sunrise gold of the site's palette (SVG attributes take colours, not CSS variables). */
const PRIMARY = '#1f4d3a';
const ACCENT = '#e0a526';
const GRID = '#e3e6e1';
const HEIGHT = 240;

/**
 * One chart as a figure: its caption, the chart drawn as an image whose accessible name is the
 * caption and whose description is the summary, and a table of every figure behind "Show the figures".
 */
function ChartFigure(props: {
  testId: string;
  title: string;
  summary: string;
  chart: ReactNode;
  head: [string, string];
  rows: { key: string; label: string; value: string }[];
}) {
  const id = useId();
  return (
    <figure className={cx(ui.card, css.chart)} aria-labelledby={`${id}-title`} data-testid={props.testId}>
      <figcaption id={`${id}-title`} className={css.chartTitle}>
        {props.title}
      </figcaption>
      <p id={`${id}-summary`} className={css.chartSummary}>
        {props.summary}
      </p>
      <div role="img" aria-labelledby={`${id}-title`} aria-describedby={`${id}-summary`} className={css.chartBox}>
        <ResponsiveContainer width="100%" height={HEIGHT}>
          {props.chart}
        </ResponsiveContainer>
      </div>
      <details className={css.chartTable}>
        <summary>{adminText('dashboardCharts.showFigures')}</summary>
        <table>
          <caption className="visually-hidden">{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{props.head[0]}</th>
              <th scope="col">{props.head[1]}</th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((r) => (
              <tr key={r.key}>
                <th scope="row">{r.label}</th>
                <td>{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

function Charts({ data }: { data: Figures }) {
  const revenue = revenueFigures(data);
  const occupancy = occupancyFigures(data);
  const axis = { fontSize: 12, fill: '#4a5750' };
  return (
    <div className={css.grid2}>
      <ChartFigure
        testId="revenue-chart"
        title={adminText('dashboardCharts.revenueTitle')}
        summary={revenue.summary}
        head={[adminText('dashboardCharts.month'), adminText('dashboardCharts.received')]}
        rows={revenue.rows.map((m) => ({ key: m.month, label: m.label, value: formatPaise(m.amount) }))}
        chart={
          <BarChart data={revenue.rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid stroke={GRID} vertical={false} />
            <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" />
            <YAxis tick={axis} width={64} tickFormatter={(v: number) => formatINR(v)} />
            <Tooltip formatter={(v) => [formatINR(Number(v)), adminText('dashboardCharts.received')]} />
            <Bar dataKey="rupees" fill={PRIMARY} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        }
      />
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
          <AreaChart data={occupancy.rows} accessibilityLayer={false} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid stroke={GRID} vertical={false} />
            <XAxis dataKey="label" tick={axis} interval="preserveStartEnd" minTickGap={16} />
            <YAxis tick={axis} width={56} domain={[0, 100]} tickFormatter={(v: number) => `${v} %`} />
            <Tooltip formatter={(v) => [`${Number(v)} %`, adminText('dashboardCharts.occupied')]} />
            <Area
              type="monotone"
              dataKey="percent"
              stroke={ACCENT}
              fill={ACCENT}
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
        <div className={ui.centered} role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{adminText('dashboardCharts.loading')}</span>
        </div>
      ) : charts.isError || !charts.data ? (
        <div className={cx(ui.card, ui.errorBox)} role="alert">
          <p>{adminText('dashboardCharts.failed')}</p>
          <button type="button" className={ui.btn} onClick={() => void charts.refetch()}>
            {adminText('dashboardPage.retry')}
          </button>
        </div>
      ) : (
        <Charts data={charts.data} />
      )}
    </section>
  );
}
