import { useQuery } from '@tanstack/react-query';
import type { Tour } from '@pachmarhi/common/types';
import { api, ApiRequestError } from '../../../lib/api';

/**
 * `GET /api/v1/tours/get/:id` → `{ tour }`.
 * @throws ApiRequestError (404 for an unknown id) / TypeError when the call fails
 */
export async function getTour(id: string, signal?: AbortSignal): Promise<Tour> {
  const res = await api<{ tour: Tour }>(`/api/v1/tours/get/${encodeURIComponent(id)}`, { signal });
  return res.tour;
}

/** One tour: shows `initial` (from navigation state) at once and refreshes it from the API. */
export function useTour(id: string, initial?: Tour) {
  return useQuery({
    queryKey: ['tours', 'detail', id],
    queryFn: ({ signal }) => getTour(id, signal),
    enabled: !!id,
    initialData: initial,
    initialDataUpdatedAt: 0,
    retry: (n, err) => !(err instanceof ApiRequestError && err.status < 500) && n < 1,
  });
}
