import { queryOptions, useQuery } from '@tanstack/react-query';
import { WEEKEND_STATUS_CACHE_MS } from '@pachmarhi/common/constants';
import { WEEKEND_PRICING_FALLBACK, type WeekendPricingStatus } from '@pachmarhi/common/pricing/weekend';
import { api } from '@/lib/api';

/**
 * `GET /api/weekend-pricing/status` (public) → {isActive, percentageIncrease, startTime, description}.
 * @throws ApiRequestError / TypeError when the call fails (the public prices fall back to inactive, 25 %)
 */
export async function getWeekendPricingStatus(signal?: AbortSignal): Promise<WeekendPricingStatus> {
  const res = await api<{ data?: WeekendPricingStatus }>('/api/weekend-pricing/status', { signal });
  return res?.data ?? WEEKEND_PRICING_FALLBACK;
}

/**
 * The weekend-pricing query-options factory, shared by the public prices and the admin's pricing
 * page. Every admin change invalidates `all`, so the public status refreshes too (docs/product.md#behaviour).
 */
export const weekendPricingQueries = {
  all: ['weekend-pricing'] as const,
  /** The status, cached for 5 minutes (docs/product.md#constants); the admin page asks with `staleTime: 0`. */
  status: () =>
    queryOptions({
      queryKey: ['weekend-pricing', 'status'],
      queryFn: ({ signal }) => getWeekendPricingStatus(signal),
      staleTime: WEEKEND_STATUS_CACHE_MS,
    }),
};

/** The weekend-pricing status as the public pages read it (fetched once, cached for 5 minutes). */
export function useWeekendPricingStatus() {
  return useQuery(weekendPricingQueries.status());
}
