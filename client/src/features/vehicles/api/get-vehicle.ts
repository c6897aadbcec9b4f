import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@pachmarhi/common/types';
import { api, ApiRequestError } from '../../../lib/api';

/**
 * `GET /api/cars/get/:id`.
 * @throws ApiRequestError (404 for an unknown id) / TypeError when the call fails
 */
export async function getVehicle(id: string, signal?: AbortSignal): Promise<Vehicle> {
  return api<Vehicle>(`/api/cars/get/${encodeURIComponent(id)}`, { signal });
}

/** One vehicle: shows `initial` (from navigation state) at once and refreshes it from the API. */
export function useVehicle(id: string, initial?: Vehicle) {
  return useQuery({
    queryKey: ['vehicles', 'detail', id],
    queryFn: ({ signal }) => getVehicle(id, signal),
    enabled: !!id,
    initialData: initial,
    initialDataUpdatedAt: 0,
    retry: (n, err) => !(err instanceof ApiRequestError && err.status < 500) && n < 1,
  });
}
