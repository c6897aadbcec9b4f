import { randomUUID } from 'node:crypto';
import { hasVariants, imageSize, storedPathsOf } from '@pachmarhi/common/image-variants';
import type { Database } from '../../platform/db/database';
import { rewriteGalleryImagePaths } from '../gallery/gallery.module';
import { rewriteInventoryImagePaths } from '../inventory/inventory.module';
import type { ImageStore } from '../../platform/storage/image-store';
import { imageFiles, putImageFiles } from '../../platform/storage/image-variants';
import { referencedImagePaths } from './referenced-images';

export interface ConversionSummary {
  /** Images given a fallback and variants (their records now point at the new fallback). */
  converted: number;
  /** Images that already had variants and their size in their name. */
  current: number;
  /** Paths whose file is missing, external URLs, or files that could not be decoded (left as they are). */
  skipped: string[];
}

/**
 * Give every image the rooms, vehicles, tours and gallery refer to its processed fallback (named
 * with its size) and WebP variants (common/src/image-variants.ts): upright, metadata stripped. For each older image: read
 * it from the store, store the new files, then point every record at the new fallback (one
 * transaction for the inventory, one for the gallery; the inventory's change is announced to every
 * process), and only then delete the old file.
 * Idempotent: images that already have variants are left alone, so a second run changes nothing.
 * @throws the database's or the store's error; files stored for records that were not updated are removed first
 */
export async function convertStoredImages(
  database: Database,
  store: ImageStore,
  log: (line: string) => void = () => {},
): Promise<ConversionSummary> {
  const paths = new Set(await referencedImagePaths(database));

  const renamed = new Map<string, string>();
  const stored: string[] = [];
  const summary: ConversionSummary = { converted: 0, current: 0, skipped: [] };
  try {
    for (const p of paths) {
      if (hasVariants(p) && imageSize(p)) {
        summary.current++;
        continue;
      }
      const folder = /^uploads\/([a-z]+)\/[^/]+$/.exec(p)?.[1];
      const bytes = folder ? await store.get(p) : null;
      if (!folder || !bytes) {
        summary.skipped.push(p);
        continue;
      }
      const files = await imageFiles(bytes, `uploads/${folder}/${randomUUID()}`).catch(() => null);
      if (!files) {
        summary.skipped.push(p); // not decodable: left as it is
        continue;
      }
      renamed.set(p, await putImageFiles(store, files, (s) => stored.push(s)));
      log(`converted ${p} → ${renamed.get(p)}`);
    }
    if (renamed.size) {
      const rename = (p: string) => renamed.get(p) ?? p;
      await rewriteInventoryImagePaths(database, rename);
      await rewriteGalleryImagePaths(database.db, rename);
    }
  } catch (e) {
    await store.remove(stored);
    throw e;
  }
  // An older processed image (variants, no size in its name) goes with its variants.
  await store.remove([...renamed.keys()].flatMap(storedPathsOf));
  summary.converted = renamed.size;
  return summary;
}
