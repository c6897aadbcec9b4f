import type { Vehicle } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { publicListQuery } from '@/lib/public-queries';

/**
 * `GET /api/cars/get`: every vehicle (Gypsy), newest first.
 * @throws ApiRequestError / TypeError when the call fails
 */
export async function getVehicles(signal?: AbortSignal): Promise<Vehicle[]> {
  const list = await api<Vehicle[]>('/api/cars/get', { signal });
  return Array.isArray(list) ? list : [];
}

/** Query of the public vehicle list; a failure is logged and reads as an empty list (spec §8). */
export const vehiclesQuery = publicListQuery('vehicles', getVehicles);
