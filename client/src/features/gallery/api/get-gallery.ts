import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GalleryImage } from '@pachmarhi/common/types';
import { displayLang } from '@pachmarhi/common/i18n/lang';
import { api } from '@/lib/api';

/**
 * `GET /api/gallery/public`: every public gallery image.
 * @throws Error 'Failed to fetch gallery images' when the API answers success false, or
 *   'Failed to load gallery images: <reason>' when the request fails (docs/product.md#messages)
 */
export async function getGallery(signal?: AbortSignal): Promise<GalleryImage[]> {
  let res: { success?: boolean; data?: GalleryImage[] };
  try {
    res = await api<{ success?: boolean; data?: GalleryImage[] }>('/api/gallery/public', { signal });
  } catch (err) {
    throw new Error(`Failed to load gallery images: ${err instanceof Error ? err.message : String(err)}`, {
      cause: err,
    });
  }
  if (!res?.success || !Array.isArray(res.data)) throw new Error('Failed to fetch gallery images');
  return res.data;
}

/** Every public gallery image (the /gallery page), in the display language (one entry per language). */
export const galleryQuery = () =>
  queryOptions({
    queryKey: ['gallery', 'public', displayLang()],
    queryFn: ({ signal }) => getGallery(signal),
    retry: false,
  });

export function useGallery() {
  return useQuery(galleryQuery());
}
