import { DASHBOARD_TREND_STEADY, DASHBOARD_TREND_UP } from './constants';

export type Trend = 'up' | 'steady' | 'down';

/** Trend of a statistic from value/total: ≥ 70 % up (green), ≥ 40 % steady (yellow), else down (red); ratio 0 when total is 0. */
export function trendOf(value: number, total: number): Trend {
  const ratio = total > 0 ? value / total : 0;
  if (ratio >= DASHBOARD_TREND_UP) return 'up';
  if (ratio >= DASHBOARD_TREND_STEADY) return 'steady';
  return 'down';
}
