import { displayPrice, WEEKEND_PRICING_FALLBACK, type DisplayPrice } from '@pachmarhi/common/pricing';
import { useWeekendPricingStatus } from '@/lib/queries/weekend-pricing';

/**
 * A function turning a base price (whole rupees) into what a visitor sees now: '₹2,500', or on
 * Saturdays and Sundays (IST) with active weekend pricing '₹3,125 (Weekend +25%)'.
 * While loading or after a failure the documented fallback applies (inactive, 25 %).
 */
export function usePriceDisplay(): (base: number | null | undefined) => DisplayPrice {
  const { data } = useWeekendPricingStatus();
  const status = data ?? WEEKEND_PRICING_FALLBACK;
  return (base) => displayPrice(base, status);
}
