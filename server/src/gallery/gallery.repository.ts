import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { GalleryFields } from '@pachmarhi/common/schemas/gallery';
import type { GalleryImage } from '@pachmarhi/common/types';
import type { Db } from '../db/database';
import { galleryImages } from '../db/schema';

export type GalleryRow = typeof galleryImages.$inferSelect;

export const toGalleryDto = ({ id, uploadDate, category, ...rest }: GalleryRow): GalleryImage => ({
  _id: id, ...rest, category: category as GalleryImage['category'], uploadDate: uploadDate.toISOString(),
});

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Images newest first, optionally of one category and/or matching a case-insensitive search. */
export async function listGallery(db: Db, filter: { category?: string; search?: string }): Promise<GalleryRow[]> {
  const where: SQL[] = [];
  if (filter.category) where.push(eq(galleryImages.category, filter.category));
  if (filter.search) {
    const p = `%${escapeLike(filter.search)}%`;
    where.push(or(
      ilike(galleryImages.title, p), ilike(galleryImages.description, p), ilike(galleryImages.tags, p),
      ilike(galleryImages.category, p), ilike(galleryImages.altText, p),
    )!);
  }
  return db.select().from(galleryImages).where(and(...where)).orderBy(desc(galleryImages.uploadDate), desc(galleryImages.id));
}

export async function insertGalleryImage(db: Db, fields: GalleryFields, imageUrl: string): Promise<GalleryRow> {
  const [row] = await db.insert(galleryImages).values({ ...fields, imageUrl }).returning();
  return row;
}

export async function deleteGalleryImage(db: Db, id: string): Promise<GalleryRow | undefined> {
  const [row] = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
  return row;
}

export async function countGalleryRows(db: Db): Promise<number> {
  const [r] = await db.select({ n: count() }).from(galleryImages);
  return r.n;
}

/** Rewrite every image's path with `normalise`. @returns how many rows changed */
export async function rewriteGalleryPaths(db: Db, normalise: (path: string) => string): Promise<number> {
  return db.transaction(async (tx) => {
    let fixed = 0;
    for (const img of await tx.select({ id: galleryImages.id, imageUrl: galleryImages.imageUrl }).from(galleryImages)) {
      const next = normalise(img.imageUrl);
      if (next !== img.imageUrl) {
        await tx.update(galleryImages).set({ imageUrl: next }).where(eq(galleryImages.id, img.id));
        fixed++;
      }
    }
    return fixed;
  });
}
