import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { GalleryFields } from '@pachmarhi/common/schemas/gallery';
import type { GalleryImage } from '@pachmarhi/common/types';
import type { Db } from '../../platform/db/database';
import { galleryImages } from './gallery.tables';
import { escapeLike } from '../../platform/db/sql-helpers';

export type GalleryRow = typeof galleryImages.$inferSelect;
/** The database or a transaction. */
export type Executor = Pick<Db, 'insert' | 'delete'>;

/** A record as the API shows it: `_id`, the fields, `uploadDate` as an ISO instant. */
export const toGalleryDto = ({ id, uploadDate, category, ...rest }: GalleryRow): GalleryImage => ({
  _id: id,
  ...rest,
  category: category as GalleryImage['category'],
  uploadDate: uploadDate.toISOString(),
});

/** Images newest first, optionally of one category and/or matching a case-insensitive search. */
export async function listGallery(db: Db, filter: { category?: string; search?: string }): Promise<GalleryRow[]> {
  const where: SQL[] = [];
  if (filter.category) where.push(eq(galleryImages.category, filter.category));
  if (filter.search) {
    const p = `%${escapeLike(filter.search)}%`;
    where.push(
      or(
        ilike(galleryImages.title, p),
        ilike(galleryImages.description, p),
        ilike(galleryImages.tags, p),
        ilike(galleryImages.category, p),
        ilike(galleryImages.altText, p),
        ilike(sql`${galleryImages.hi}::text`, p),
      )!,
    );
  }
  return db
    .select()
    .from(galleryImages)
    .where(and(...where))
    .orderBy(desc(galleryImages.uploadDate), desc(galleryImages.id));
}

/** Insert an image's record; `uploadDate` defaults to the database's current time. */
export async function insertGalleryImage(
  db: Executor,
  values: GalleryFields & { imageUrl: string; uploadDate?: Date },
): Promise<GalleryRow> {
  const [row] = await db.insert(galleryImages).values(values).returning();
  return row;
}

/** Delete an image's record. @returns the deleted row; undefined for an unknown id */
export async function deleteGalleryImage(db: Executor, id: string): Promise<GalleryRow | undefined> {
  const [row] = await db.delete(galleryImages).where(eq(galleryImages.id, id)).returning();
  return row;
}

/** How many image records there are. */
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
