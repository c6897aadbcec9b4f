import type { Room } from '@pachmarhi/common/types';
import type { RoomFields } from '@pachmarhi/common/schemas/room';
import { apiUpload } from '@/lib/api';
import { buildMultipart } from '@/features/admin/shared/lib/build-multipart';
import type { KeptImages } from '@/features/admin/shared/lib/picked-images';

/** `PUT /api/rooms/update/:id` (multipart, admin token): fields + `existingImages` (kept paths) + `imageOrder` + new `photos`. */
export const updateRoom = (
  id: string,
  fields: RoomFields,
  kept: KeptImages,
  files: File[],
  onProgress: (pct: number) => void,
) =>
  apiUpload<{ success: boolean; message: string; data: Room }>(
    `/api/rooms/update/${encodeURIComponent(id)}`,
    buildMultipart(fields, 'photos', files, kept),
    {
      method: 'PUT',
      onProgress,
    },
  );
