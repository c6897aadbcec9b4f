import { api } from '@/lib/api';
import { useWeekendMutation } from './weekend-mutation';
import { adminText } from '@/i18n';

/** `PUT /api/weekend-pricing/percentage` (admin token) with `{percentageIncrease}` while active. */
export const updateWeekendPercentage = (percentageIncrease: number) =>
  api<{ success: boolean; message: string }>('/api/weekend-pricing/percentage', {
    method: 'PUT',
    json: { percentageIncrease },
    auth: true,
  });

export const useUpdateWeekendPercentage = () =>
  useWeekendMutation(
    updateWeekendPercentage,
    adminText('updateWeekendPercentage.weekendPricingPercentageUpdated'),
    adminText('updateWeekendPercentage.failedToUpdatePercentage'),
  );
