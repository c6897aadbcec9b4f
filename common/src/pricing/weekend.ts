/**
 * Weekend pricing: the switch and percentage staff set (spec: one switch, 0–100 %) and the
 * surcharged price in whole rupees. Which dates carry it is `isSurcharged` (./quote.ts, ADR 007).
 */
import { DEFAULT_WEEKEND_PERCENTAGE } from '../constants';

/** Weekend pricing state as `GET /api/weekend-pricing/status` returns it; `percentageIncrease` is a whole percentage, 0–100. */
export interface WeekendPricingStatus {
  isActive: boolean;
  percentageIncrease: number;
  /** ISO instant it was switched on, or null. */
  startTime?: string | null;
  description?: string;
}

/** The documented fallback when the status cannot be fetched: inactive, 25 %. */
export const WEEKEND_PRICING_FALLBACK: WeekendPricingStatus = {
  isActive: false,
  percentageIncrease: DEFAULT_WEEKEND_PERCENTAGE,
};

/** Weekend price in whole rupees: `Math.round(base * (1 + pct / 100))`, e.g. (2000, 25) → 2500, (999, 15) → 1149. */
export function weekendPrice(base: number, percentageIncrease: number): number {
  return Math.round(base * (1 + percentageIncrease / 100));
}

/** The percentage a surcharged date costs more under `status`: its percentage when active and above 0, else 0. */
export function activeWeekendPercentage(status: WeekendPricingStatus): number {
  return status.isActive && status.percentageIncrease > 0 ? status.percentageIncrease : 0;
}
