import { useId, type ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';
import { cx } from '@/features/admin/shared/lib/cx';
import ui from '@/features/admin/shared/ui.module.css';
import { adminText } from '@/i18n';
import css from './chart-figure.module.css';

/** Forest green and sunrise gold of the site's palette (SVG attributes take colours, not CSS variables). */
export const CHART_COLOURS = { primary: '#1f4d3a', accent: '#e0a526', grid: '#e3e6e1', axis: '#4a5750' } as const;
/** The axes' tick style. */
export const CHART_AXIS = { fontSize: 12, fill: CHART_COLOURS.axis } as const;
/** Room around the plot. */
export const CHART_MARGIN = { top: 8, right: 8, left: 0, bottom: 0 } as const;

/** The props of an occupancy chart's Y axis: 0–100 %, labelled '50 %'. */
export const PERCENT_AXIS = { width: 56, domain: [0, 100], tickFormatter: (v: number) => `${v} %` } as const;

/** An occupancy chart's tooltip: '67 %' and the word for occupied. */
export const occupiedTooltip = (v: unknown): [string, string] => [
  `${Number(v)} %`,
  adminText('dashboardCharts.occupied'),
];
const HEIGHT = 240;

/**
 * One chart as a figure: its caption, the chart drawn as an image whose accessible name is the
 * caption and whose description is the summary, and a table of every figure behind "Show the
 * figures". Only the lazily loaded chart chunks import it (it brings the charting library).
 */
export function ChartFigure(props: {
  testId: string;
  title: string;
  summary: string;
  chart: ReactElement;
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
