import type { Vehicle } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { publicItemQuery } from '@/lib/public-queries';

/**
 * `GET /api/cars/get/:id`.
 * @throws ApiRequestError (404 for an unknown id) / TypeError when the call fails
 */
export async function getVehicle(id: string, signal?: AbortSignal): Promise<Vehicle> {
  return api<Vehicle>(`/api/cars/get/${encodeURIComponent(id)}`, { signal });
}

/** Query of one vehicle for its detail page: `initial` (navigation state) shows at once, the API refreshes it. */
export const vehicleQuery = (id: string, initial?: Vehicle) => publicItemQuery('vehicles', id, initial, getVehicle);
