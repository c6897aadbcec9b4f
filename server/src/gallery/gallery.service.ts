import type { GalleryFields } from '@pachmarhi/common/schemas/gallery';
import type { GalleryImage } from '@pachmarhi/common/types';
import type { Db } from '../db/database';
import { notFound } from '../errors/app-error';
import type { ImageStore } from '../storage/image-store';
import {
  countGalleryRows, deleteGalleryImage, insertGalleryImage, listGallery, rewriteGalleryPaths, toGalleryDto,
} from './gallery.repository';

/** Images newest first, optionally of one category and/or matching `search` (case-insensitive, any text field). */
export async function listGalleryImages(db: Db, filter: { category?: string; search?: string }): Promise<GalleryImage[]> {
  return (await listGallery(db, filter)).map(toGalleryDto);
}

/** Store an uploaded image's record. @param imageUrl its public path 'uploads/gallery/<file>' */
export async function addGalleryImage(db: Db, fields: GalleryFields, imageUrl: string): Promise<GalleryImage> {
  return toGalleryDto(await insertGalleryImage(db, fields, imageUrl));
}

/** Delete an image's record, then its stored image. @throws AppError 404 'Image not found' */
export async function removeGalleryImage(db: Db, images: ImageStore, id: string): Promise<void> {
  const row = await deleteGalleryImage(db, id);
  if (!row) throw notFound('Image');
  await images.remove([row.imageUrl]);
}

/** How many images the gallery holds. */
export const countGalleryImages = (db: Db): Promise<number> => countGalleryRows(db);

/** Rewrite every stored image path with `normalise`. @returns how many images changed */
export const rewriteGalleryImagePaths = (db: Db, normalise: (path: string) => string): Promise<number> => rewriteGalleryPaths(db, normalise);
