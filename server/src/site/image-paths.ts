import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { galleryImages } from '../db/schema';
import { ROOM, TOUR, VEHICLE } from '../inventory/inventory-kinds';
import { listRows, updateRow } from '../inventory/inventory.repository';

/**
 * Normalise one stored image path to 'uploads/<kind>/<file>': backslashes to slashes, anything
 * before 'uploads/' (an absolute disk path) dropped, a bare relative path put under uploads/.
 * Absolute http(s) URLs are kept.
 */
export function normaliseImagePath(p: string): string {
  const s = p.trim().replace(/\\/g, '/');
  if (/^https?:\/\//i.test(s) || s === '') return s;
  const at = s.indexOf('uploads/');
  if (at >= 0) return s.slice(at);
  return `uploads/${s.replace(/^\/+/, '')}`;
}

/**
 * Rewrite every stored image path of rooms, vehicles, tours and gallery images into the normal form.
 * @returns how many records changed
 */
export async function fixImagePaths(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    let fixed = 0;
    for (const kind of [ROOM, VEHICLE, TOUR]) {
      for (const row of await listRows(tx as unknown as Db, kind)) {
        const paths = (row[kind.imageField] as string[]) ?? [];
        const next = paths.map(normaliseImagePath);
        if (next.some((p, i) => p !== paths[i])) {
          await updateRow(tx, kind, row.id, { [kind.imageField]: next });
          fixed++;
        }
      }
    }
    for (const img of await tx.select({ id: galleryImages.id, imageUrl: galleryImages.imageUrl }).from(galleryImages)) {
      const next = normaliseImagePath(img.imageUrl);
      if (next !== img.imageUrl) {
        await tx.update(galleryImages).set({ imageUrl: next }).where(eq(galleryImages.id, img.id));
        fixed++;
      }
    }
    return fixed;
  });
}
