import type { GalleryFields } from '@pachmarhi/common/schemas/gallery';
import type { GalleryImage } from '@pachmarhi/common/types';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors/app-error';
import type { ImageStore } from '../../platform/storage/image-store';
import type { AuditTrail } from '../audit/audit.module';
import { deleteGalleryImage, insertGalleryImage, listGallery, toGalleryDto } from './gallery.repository';

/** Images newest first, optionally of one category and/or matching `search` (case-insensitive, any text field). */
export async function listGalleryImages(
  db: Db,
  filter: { category?: string; search?: string },
): Promise<GalleryImage[]> {
  return (await listGallery(db, filter)).map(toGalleryDto);
}

/**
 * Store an uploaded image's record, audited ('upload', entity 'gallery-image') in the same transaction.
 * @param imageUrl its public path 'uploads/gallery/<file>'
 */
export async function addGalleryImage(
  db: Db,
  audit: AuditTrail,
  fields: GalleryFields,
  imageUrl: string,
): Promise<GalleryImage> {
  const row = await db.transaction(async (tx) => {
    const saved = await insertGalleryImage(tx, { ...fields, imageUrl });
    await audit.record({ action: 'upload', entity: 'gallery-image', entityId: saved.id, after: saved }, tx);
    return saved;
  });
  return toGalleryDto(row);
}

/**
 * Delete an image's record (audited, 'delete', in the same transaction), then its stored image.
 * @throws AppError 404 'Image not found'
 */
export async function removeGalleryImage(db: Db, audit: AuditTrail, images: ImageStore, id: string): Promise<void> {
  const row = await db.transaction(async (tx) => {
    const gone = await deleteGalleryImage(tx, id);
    if (!gone) throw notFound('Image');
    await audit.record({ action: 'delete', entity: 'gallery-image', entityId: id, before: gone }, tx);
    return gone;
  });
  await images.remove([row.imageUrl]);
}
