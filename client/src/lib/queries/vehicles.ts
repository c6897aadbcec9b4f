import type { Vehicle } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { resourceQueries } from './query-factories';

/**
 * Vehicles (Gypsies): `GET /api/cars/get` (every vehicle, newest first; a bare array) and
 * `GET /api/cars/get/:id` and `GET /api/cars/slug/:slug` (404 for an unknown one), in the display language;
 * `GET /api/cars/admin/:id` (both languages) for the form. Used by /gypsy, the home page, the vehicle
 * detail page and the admin's table and form.
 * @throws ApiRequestError / TypeError from the query functions when a call fails
 */
export const vehicleQueries = resourceQueries<Vehicle>(
  'vehicles',
  async (signal) => {
    const list = await api<Vehicle[]>('/api/cars/get', { signal });
    return Array.isArray(list) ? list : [];
  },
  (id, signal) => api<Vehicle>(`/api/cars/get/${encodeURIComponent(id)}`, { signal }),
  (slug, signal) => api<Vehicle>(`/api/cars/slug/${encodeURIComponent(slug)}`, { signal }),
  (id, signal) => api<Vehicle>(`/api/cars/admin/${encodeURIComponent(id)}`, { signal, auth: true }),
);
