import type { GalleryFields } from '@pachmarhi/common/schemas/gallery';
import type { GalleryImage } from '@pachmarhi/common/types';
import { apiUpload } from '@/lib/api';
import { buildMultipart } from '@/features/admin/shared/lib/build-multipart';

/** `POST /api/gallery/admin/upload` (multipart, admin token): `image` + title, category, altText, description, tags, featured. */
export const uploadGalleryImage = (fields: GalleryFields, image: File, onProgress: (pct: number) => void) =>
  apiUpload<{ success: boolean; message: string; data: GalleryImage }>('/api/gallery/admin/upload', buildMultipart(fields, 'image', [image]), { onProgress });
