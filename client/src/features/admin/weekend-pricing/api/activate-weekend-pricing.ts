import { api } from '@/lib/api';
import { useWeekendMutation } from './weekend-mutation';
import { adminText } from '@/i18n';

/** `POST /api/weekend-pricing/activate` (admin token) with `{percentageIncrease, description}`. @throws ApiRequestError 409 when already active */
export const activateWeekendPricing = (body: { percentageIncrease: number; description: string }) =>
  api<{ success: boolean; message: string }>('/api/weekend-pricing/activate', {
    method: 'POST',
    json: body,
    auth: true,
  });

export const useActivateWeekendPricing = () =>
  useWeekendMutation(
    activateWeekendPricing,
    adminText('activateWeekendPricing.weekendPricingActivatedSuccessfully'),
    adminText('activateWeekendPricing.failedToActivateWeekend'),
  );
