import { useQuery } from '@tanstack/react-query';
import { WEEKEND_STATUS_CACHE_MS } from '@pachmarhi/common/constants';
import { displayPrice, WEEKEND_PRICING_FALLBACK, type DisplayPrice, type WeekendPricingStatus } from '@pachmarhi/common/pricing';
import { api } from './api';

/** Shared react-query key: the admin's pricing page invalidates it after every change. */
export const WEEKEND_PRICING_STATUS_KEY = ['weekend-pricing', 'status'] as const;

/**
 * `GET /api/weekend-pricing/status` (public).
 * @throws ApiRequestError / TypeError when the call fails (callers fall back to inactive, 25 %)
 */
export async function getWeekendPricingStatus(signal?: AbortSignal): Promise<WeekendPricingStatus> {
  const res = await api<{ data?: WeekendPricingStatus }>('/api/weekend-pricing/status', { signal });
  return res?.data ?? WEEKEND_PRICING_FALLBACK;
}

/** The weekend-pricing status, fetched once and cached for 5 minutes (spec §9). */
export function useWeekendPricingStatus() {
  return useQuery({
    queryKey: WEEKEND_PRICING_STATUS_KEY,
    queryFn: ({ signal }) => getWeekendPricingStatus(signal),
    staleTime: WEEKEND_STATUS_CACHE_MS,
  });
}

/**
 * A function turning a base price (whole rupees) into what a visitor sees now: '₹2,500', or on
 * Saturdays and Sundays (IST) with active weekend pricing '₹3,125 (Weekend +25%)'.
 * While loading or after a failure the spec's fallback applies (inactive, 25 %).
 */
export function usePriceDisplay(): (base: number | null | undefined) => DisplayPrice {
  const { data } = useWeekendPricingStatus();
  const status = data ?? WEEKEND_PRICING_FALLBACK;
  return (base) => displayPrice(base, status);
}
