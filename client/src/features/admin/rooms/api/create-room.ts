import type { Room } from '@pachmarhi/common/types';
import type { RoomFields } from '@pachmarhi/common/schemas/room';
import { apiUpload } from '@/lib/api';
import { buildMultipart } from '@/features/admin/shared/lib/build-multipart';

/** `POST /api/rooms/create` (multipart, admin token): fields + `photos` files. */
export const createRoom = (fields: RoomFields, files: File[], onProgress: (pct: number) => void) =>
  apiUpload<{ success: boolean; message: string; data: Room }>(
    '/api/rooms/create',
    buildMultipart(fields, 'photos', files),
    { onProgress },
  );
