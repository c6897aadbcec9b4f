import type { Vehicle } from '@pachmarhi/common/types';
import type { VehicleFields } from '@pachmarhi/common/schemas/vehicle';
import { apiUpload } from '@/lib/api';
import { buildMultipart } from '@/features/admin/shared/lib/build-multipart';
import type { KeptImages } from '@/features/admin/shared/lib/picked-images';

/** `PUT /api/cars/update/:id` (multipart, admin token): fields + `existingImages` + `imageOrder` + new `images`. */
export const updateVehicle = (
  id: string,
  fields: VehicleFields,
  kept: KeptImages,
  files: File[],
  onProgress: (pct: number) => void,
) =>
  apiUpload<{ success: boolean; status: number; message: string; data: Vehicle }>(
    `/api/cars/update/${encodeURIComponent(id)}`,
    buildMultipart(fields, 'images', files, kept),
    {
      method: 'PUT',
      onProgress,
    },
  );
