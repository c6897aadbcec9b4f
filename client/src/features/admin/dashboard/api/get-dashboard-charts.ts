import { useQuery } from '@tanstack/react-query';
import type { DashboardCharts } from '@pachmarhi/common/schemas/money-records';
import { api } from '@/lib/api';
import { DASHBOARD_KEY } from '@/lib/queries/dashboard';

/**
 * 🔒 `GET /api/reports/dashboard-charts` (today's charts): revenue by month for 12 months (paise)
 * and room occupancy by night for 30 nights, as the server computes them.
 * @throws ApiRequestError / TypeError when the call fails
 */
export const getDashboardCharts = async (signal?: AbortSignal): Promise<DashboardCharts> =>
  (await api<{ data: DashboardCharts }>('/api/reports/dashboard-charts', { signal, auth: true })).data;

/** The charts' figures, under the dashboard's key (what moves the dashboard's numbers moves them too). */
export const useDashboardCharts = () =>
  useQuery({
    queryKey: [...DASHBOARD_KEY, 'charts'],
    queryFn: ({ signal }) => getDashboardCharts(signal),
    staleTime: 0,
    retry: false,
  });
