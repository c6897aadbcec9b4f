import { api } from '@/lib/api';
import { adminText } from '@/i18n';

/** `DELETE /api/gallery/admin/:id` (admin token) → {success, message}; the file is deleted too. */
export async function deleteGalleryImage(id: string): Promise<void> {
  const res = await api<{ success: boolean; message: string }>(`/api/gallery/admin/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    auth: true,
  });
  if (!res?.success) throw new Error(res?.message || adminText('deleteGalleryImage.failedToDeleteImage'));
}
