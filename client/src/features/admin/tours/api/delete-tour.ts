import { api } from '@/lib/api';

/** `DELETE /api/v1/tours/delete/:id` (admin token) → {success, message}; the server deletes the images too. */
export const deleteTour = (id: string) =>
  api<{ success: boolean; message: string }>(`/api/v1/tours/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
