import { api } from '@/lib/api';

/** `DELETE /api/rooms/delete/:id` (admin token); the server deletes the photos too. */
export const deleteRoom = (id: string) =>
  api<{ success: boolean; message: string }>(`/api/rooms/delete/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
