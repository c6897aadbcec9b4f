import type { Vehicle } from '@pachmarhi/common/types';
import type { VehicleFields } from '@pachmarhi/common/schemas/vehicle';
import { apiUpload } from '@/lib/api';
import { buildMultipart } from '@/features/admin/shared/lib/build-multipart';

/** `POST /api/cars/create` (multipart, admin token): fields + `images` files → {status, message, data}. */
export const createVehicle = (fields: VehicleFields, files: File[], onProgress: (pct: number) => void) =>
  apiUpload<{ success: boolean; status: number; message: string; data: Vehicle }>(
    '/api/cars/create',
    buildMultipart(fields, 'images', files),
    { onProgress },
  );
