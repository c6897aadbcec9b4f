import { api } from '@/lib/api';
import { useWeekendMutation } from './weekend-mutation';
import { adminText } from '@/i18n';

/** `POST /api/weekend-pricing/deactivate` (admin token), empty body. @throws ApiRequestError 409 when not active */
export const deactivateWeekendPricing = () =>
  api<{ success: boolean; message: string }>('/api/weekend-pricing/deactivate', {
    method: 'POST',
    json: {},
    auth: true,
  });

export const useDeactivateWeekendPricing = () =>
  useWeekendMutation(
    deactivateWeekendPricing,
    adminText('deactivateWeekendPricing.weekendPricingDeactivatedSuccessfully'),
    adminText('deactivateWeekendPricing.failedToDeactivateWeekend'),
  );
