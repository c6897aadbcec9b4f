import { useQuery } from '@tanstack/react-query';
import type { WeekendPricingHistoryEntry } from '@pachmarhi/common/types';
import { api } from '@/lib/api';

export const WEEKEND_HISTORY_KEY = ['weekend-pricing', 'admin-history'] as const;

/** `GET /api/weekend-pricing/history` (admin token) → periods, newest first. */
export const getWeekendHistory = async (): Promise<WeekendPricingHistoryEntry[]> =>
  (await api<{ success: boolean; data: WeekendPricingHistoryEntry[] }>('/api/weekend-pricing/history', { auth: true }))
    .data ?? [];

export const useWeekendHistory = () =>
  useQuery({ queryKey: WEEKEND_HISTORY_KEY, queryFn: getWeekendHistory, staleTime: 0 });
