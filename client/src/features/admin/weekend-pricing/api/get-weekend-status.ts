import { useQuery } from '@tanstack/react-query';
import type { WeekendPricingStatus } from '@pachmarhi/common/pricing';
import { api } from '@/lib/api';

/** Under the 'weekend-pricing' prefix so every change (which invalidates the prefix) refreshes it too. */
export const WEEKEND_ADMIN_STATUS_KEY = ['weekend-pricing', 'admin-status'] as const;

/** `GET /api/weekend-pricing/status` → {isActive, percentageIncrease, startTime, description}. */
export const getWeekendStatus = async (): Promise<WeekendPricingStatus> =>
  (await api<{ success: boolean; data: WeekendPricingStatus }>('/api/weekend-pricing/status', { auth: true })).data;

export const useWeekendStatus = () => useQuery({ queryKey: WEEKEND_ADMIN_STATUS_KEY, queryFn: getWeekendStatus, staleTime: 0, retry: false });
