import { DEFAULT_WEEKEND_PERCENTAGE } from './constants';
import { formatINR } from './format';
import { isWeekendIST } from './time';

/** Weekend pricing state as `GET /api/weekend-pricing/status` returns it. */
export interface WeekendPricingStatus {
  isActive: boolean;
  percentageIncrease: number;
  startTime?: string | null;
  description?: string;
}

/** The documented fallback when the status cannot be fetched: inactive, 25 %. */
export const WEEKEND_PRICING_FALLBACK: WeekendPricingStatus = { isActive: false, percentageIncrease: DEFAULT_WEEKEND_PERCENTAGE };

/** Weekend price in whole rupees: `Math.round(base * (1 + pct / 100))`. */
export function weekendPrice(base: number, percentageIncrease: number): number {
  return Math.round(base * (1 + percentageIncrease / 100));
}

export interface DisplayPrice {
  /** Rupees to show. */
  amount: number;
  /** True when the weekend surcharge was applied. */
  weekend: boolean;
  /** '₹2,500' or '₹2,500 (Weekend +25%)'. */
  text: string;
}

/**
 * The price a visitor sees at `now`: the base price, or on Saturdays and Sundays in IST with
 * active weekend pricing, the surcharged price with the ' (Weekend +N%)' indicator.
 * @param base price in whole rupees (missing or invalid counts as 0)
 */
export function displayPrice(base: number | null | undefined, status: WeekendPricingStatus, now: Date = new Date()): DisplayPrice {
  const price = Number.isFinite(base) ? Number(base) : 0;
  if (status.isActive && status.percentageIncrease > 0 && isWeekendIST(now)) {
    const amount = weekendPrice(price, status.percentageIncrease);
    return { amount, weekend: true, text: `${formatINR(amount)} (Weekend +${status.percentageIncrease}%)` };
  }
  return { amount: price, weekend: false, text: formatINR(price) };
}
