import type { Tour } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { publicItemQuery } from '@/lib/public-queries';

/**
 * `GET /api/v1/tours/get/:id` → `{ tour }`.
 * @throws ApiRequestError (404 for an unknown id) / TypeError when the call fails
 */
export async function getTour(id: string, signal?: AbortSignal): Promise<Tour> {
  const res = await api<{ tour: Tour }>(`/api/v1/tours/get/${encodeURIComponent(id)}`, { signal });
  return res.tour;
}

/** Query of one tour for its detail page: `initial` (navigation state) shows at once, the API refreshes it. */
export const tourQuery = (id: string, initial?: Tour) => publicItemQuery('tours', id, initial, getTour);
