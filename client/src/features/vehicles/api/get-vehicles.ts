import { useQuery } from '@tanstack/react-query';
import type { Vehicle } from '@pachmarhi/common/types';
import { api } from '../../../lib/api';

/**
 * `GET /api/cars/get`: every vehicle (Gypsy), newest first.
 * @throws ApiRequestError / TypeError when the call fails
 */
export async function getVehicles(signal?: AbortSignal): Promise<Vehicle[]> {
  const list = await api<Vehicle[]>('/api/cars/get', { signal });
  return Array.isArray(list) ? list : [];
}

/** The public vehicle list. Errors are only logged (spec §8); the list then shows its empty state. */
export function useVehicles() {
  return useQuery({
    queryKey: ['vehicles', 'list'],
    queryFn: ({ signal }) =>
      getVehicles(signal).catch((err: unknown) => {
        if (!signal.aborted) console.error('Failed to fetch vehicles', err);
        throw err;
      }),
  });
}
