import type { Tour } from '@pachmarhi/common/types';
import type { TourFields } from '@pachmarhi/common/schemas/tour';
import { apiUpload } from '@/lib/api';
import { buildMultipart } from '@/features/admin/shared/lib/build-multipart';
import type { KeptImages } from '@/features/admin/shared/lib/picked-images';

/** `PUT /api/v1/tours/update/:id` (multipart, admin token): fields + `existingImages` + `imageOrder` + new `images`. */
export const updateTour = (
  id: string,
  fields: TourFields,
  kept: KeptImages,
  files: File[],
  onProgress: (pct: number) => void,
) =>
  apiUpload<{ success: boolean; message: string; tour: Tour }>(
    `/api/v1/tours/update/${encodeURIComponent(id)}`,
    buildMultipart(fields, 'images', files, kept),
    {
      method: 'PUT',
      onProgress,
    },
  );
