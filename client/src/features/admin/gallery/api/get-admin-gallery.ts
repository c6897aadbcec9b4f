import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '@pachmarhi/common/types';
import { api } from '@/lib/api';
import { adminText } from '@/i18n';

export const ADMIN_GALLERY_KEY = ['admin', 'gallery'] as const;

/**
 * `GET /api/gallery/admin?search=` (admin token) → images matching title, description, tags, category or alt text.
 * @throws Error 'Failed to fetch gallery images' when the server answers success false
 */
export async function getAdminGallery(search: string): Promise<GalleryImage[]> {
  const q = search.trim() ? `?search=${encodeURIComponent(search.trim())}` : '';
  const res = await api<{ success: boolean; data: GalleryImage[] }>(`/api/gallery/admin${q}`, { auth: true });
  if (!res?.success) throw new Error(adminText('getAdminGallery.failedToFetchGallery'));
  return res.data ?? [];
}

export const useAdminGallery = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: [...ADMIN_GALLERY_KEY, search.trim()],
    queryFn: () => getAdminGallery(search),
    enabled,
    staleTime: 0,
    retry: false,
    placeholderData: keepPreviousData,
  });
