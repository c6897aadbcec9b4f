import { useQuery } from '@tanstack/react-query';
import type { DashboardData } from '@pachmarhi/common/types';
import { api, ApiRequestError } from '@/lib/api';
import { getSession } from '@/lib/auth';
import { DASHBOARD_KEY } from '@/lib/queries/dashboard';
import { adminText } from '@/i18n';

/**
 * `GET /api/dashboard/stats` with the admin token → DashboardData, or null when the server sent none.
 * @throws Error 'Authentication token not found' without a stored token (no call is made);
 *         Error 'Failed to fetch dashboard data' on a non-2xx answer
 */
export async function getDashboardStats(): Promise<DashboardData | null> {
  if (!getSession()?.accessToken) throw new Error(adminText('getDashboardStats.authenticationTokenNotFound'));
  try {
    const res = await api<{ success: boolean; data?: DashboardData | null }>('/api/dashboard/stats', { auth: true });
    return res?.data ?? null;
  } catch (e) {
    if (e instanceof ApiRequestError)
      throw new Error(adminText('getDashboardStats.failedToFetchDashboard'), { cause: e });
    throw e;
  }
}

export const useDashboardStats = () =>
  useQuery({ queryKey: DASHBOARD_KEY, queryFn: getDashboardStats, staleTime: 0, retry: false });
