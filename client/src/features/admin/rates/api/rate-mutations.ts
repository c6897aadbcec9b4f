import type { RateInput, RatePeriod } from '@pachmarhi/common/schemas/rates';
import { api } from '@/lib/api';
import { availabilityQueries } from '@/lib/queries/availability';
import { useRefetchingMutation } from '@/lib/queries/query-factories';
import { rateQueries } from '@/lib/queries/rates';

/** 🔒 `POST /api/rates` → the new period. @throws ApiRequestError 400 (field errors), 409 (a clashing period, named) */
export const createRate = (body: RateInput) =>
  api<{ data: RatePeriod }>('/api/rates', { method: 'POST', json: body, auth: true }).then((r) => r.data);

/** 🔒 `PUT /api/rates/:id` (the whole period) → it as saved. @throws ApiRequestError 400, 404, 409 */
export const updateRate = (id: string, body: RateInput) =>
  api<{ data: RatePeriod }>(`/api/rates/${encodeURIComponent(id)}`, { method: 'PUT', json: body, auth: true }).then(
    (r) => r.data,
  );

/** 🔒 `DELETE /api/rates/:id`. @throws ApiRequestError 404 */
export const deleteRate = (id: string) => api(`/api/rates/${encodeURIComponent(id)}`, { method: 'DELETE', auth: true });

/** A rate change: afterwards the periods and every availability answer (their quotes) are fetched again. */
export const useRateMutation = <V, R>(mutationFn: (v: V) => Promise<R>) =>
  useRefetchingMutation(mutationFn, [rateQueries.all, availabilityQueries.all]);
