import type { GalleryFields } from '@pachmarhi/common/schemas/gallery';
import type { GalleryImage } from '@pachmarhi/common/types';
import { inLanguage } from '@pachmarhi/common/i18n/content';
import type { Lang } from '@pachmarhi/common/i18n/lang';
import type { Db } from '../../platform/db/database';
import type { ImageStore } from '../../platform/storage/image-store';
import type { ChangeFeed } from '../../platform/db/change-feed';
import type { AuditTrail } from '../audit/audit.module';
import { countGalleryRows, insertGalleryImage, rewriteGalleryPaths } from './gallery.repository';
import { addGalleryImage, listGalleryImages, removeGalleryImage } from './gallery.service';

/** The photo gallery (images with a title, category, alt text, description, tags); see `createGallery`. */
export interface Gallery {
  /**
   * Images newest first (by upload date), optionally of one category and/or matching `search`
   * (case-insensitive, in the title, description, tags, category, alt text or their Hindi); in
   * `lang` as the public reads them (no `hi`), or without `lang` as stored (both languages, for the admin).
   */
  list(filter: { category?: string; search?: string }, lang?: Lang): Promise<GalleryImage[]>;
  /** Store an uploaded image's record. @param imageUrl its public path 'uploads/gallery/<file>' */
  add(fields: GalleryFields, imageUrl: string): Promise<GalleryImage>;
  /** Delete an image's record, then its stored files. @throws AppError 404 'Image not found' */
  remove(id: string): Promise<void>;
  /** How many images the gallery holds. */
  count(): Promise<number>;
  /** `rewriteGalleryImagePaths` on this app's database. @returns how many images changed */
  rewriteImagePaths(normalise: (path: string) => string): Promise<number>;
}

export interface GalleryDeps {
  db: Db;
  /** Where the images are stored: a deleted image's files are removed from it. */
  images: ImageStore;
  /** Every write is announced on it (GALLERY_TOPIC), for the caches of pages that show the gallery, in every process. */
  changes?: ChangeFeed;
  /** Uploads and deletions are recorded on it (entity 'gallery-image'), in the write's transaction. */
  audit: AuditTrail;
}

/** The change-feed topic of gallery writes. */
export const GALLERY_TOPIC = 'gallery';

/** Create the gallery component once per app. Nothing is cached here: every call reads the database. */
export function createGallery({ db, images, changes, audit }: GalleryDeps): Gallery {
  const written = <T>(result: T): T => {
    void changes?.publish(GALLERY_TOPIC);
    return result;
  };
  return {
    list: async (filter, lang) => {
      const found = await listGalleryImages(db, filter);
      return lang ? inLanguage(found, lang) : found;
    },
    add: async (fields, imageUrl) => written(await addGalleryImage(db, audit, fields, imageUrl)),
    remove: async (id) => written(await removeGalleryImage(db, audit, images, id)),
    count: () => countGalleryImages(db),
    rewriteImagePaths: async (normalise) => written(await rewriteGalleryImagePaths(db, normalise)),
  };
}

// For the composition root's scripts (the seed, images:variants), which run without the app's components.

/** How many images the gallery holds. */
export const countGalleryImages = (db: Db): Promise<number> => countGalleryRows(db);

/**
 * Store the records of images already in the image store, in order, inside the caller's
 * transaction. `uploadDate` orders them in the gallery (newest first).
 */
export async function insertGalleryImages(
  tx: Db,
  images: (GalleryFields & { imageUrl: string; uploadDate: Date })[],
): Promise<void> {
  for (const image of images) await insertGalleryImage(tx, image);
}

/** Rewrite every stored image path with `normalise`, in one transaction. @returns how many images changed */
export const rewriteGalleryImagePaths = (db: Db, normalise: (path: string) => string): Promise<number> =>
  rewriteGalleryPaths(db, normalise);
