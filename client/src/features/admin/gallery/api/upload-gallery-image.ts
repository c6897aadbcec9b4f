import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { GalleryFields } from '@pachmarhi/common/schemas/gallery';
import type { GalleryImage } from '@pachmarhi/common/types';
import { apiUpload } from '@/lib/api';
import { buildMultipart } from '@/features/admin/shared/lib/build-multipart';
import { adminText } from '@/i18n';

/** `POST /api/gallery/admin/upload` (multipart, admin token): `image` + title, category, altText, description, tags, featured. */
export const uploadGalleryImage = (fields: GalleryFields, image: File, onProgress: (pct: number) => void) =>
  apiUpload<{ success: boolean; message: string; data: GalleryImage }>(
    '/api/gallery/admin/upload',
    buildMultipart(fields, 'image', [image]),
    { onProgress },
  );

/**
 * The gallery upload as a mutation with its progress (0–100; null when idle).
 * @throws (through the mutation) Error with the server's message when it answers `success: false`;
 *         ApiRequestError on a non-2xx answer; TypeError when the network fails
 */
export function useUploadGalleryImage() {
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ fields, image }: { fields: GalleryFields; image: File }) => {
      const res = await uploadGalleryImage(fields, image, setProgress);
      if (res && res.success === false)
        throw new Error(res.message || adminText('uploadGalleryImage.failedToUploadImage'));
      return res;
    },
    onMutate: () => setProgress(0),
    onError: () => setProgress(null),
  });
  return { ...mutation, progress };
}
