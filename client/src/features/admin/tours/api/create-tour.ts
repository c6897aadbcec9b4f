import type { Tour } from '@pachmarhi/common/types';
import type { TourFields } from '@pachmarhi/common/schemas/tour';
import { apiUpload } from '@/lib/api';
import { buildMultipart } from '@/features/admin/shared/lib/build-multipart';

/** `POST /api/v1/tours/create` (multipart, admin token): fields + `images` files → {success, message, tour}. */
export const createTour = (fields: TourFields, files: File[], onProgress: (pct: number) => void) =>
  apiUpload<{ success: boolean; message: string; tour: Tour }>(
    '/api/v1/tours/create',
    buildMultipart(fields, 'images', files),
    { onProgress },
  );
