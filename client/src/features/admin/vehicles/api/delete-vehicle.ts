import { api } from '@/lib/api';

/** `DELETE /api/cars/delete/:id` (admin token); the server deletes the images too. */
export const deleteVehicle = (id: string) =>
  api<{ success: boolean; message: string }>(`/api/cars/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
