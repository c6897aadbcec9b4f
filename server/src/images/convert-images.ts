import { randomUUID } from 'node:crypto';
import { hasVariants } from '@pachmarhi/common/image-variants';
import { ITEM_KINDS } from '@pachmarhi/common/kinds';
import type { Database } from '../db/database';
import { rewriteGalleryPaths } from '../gallery/gallery.repository';
import { rewriteImagePathRows } from '../inventory/inventory.repository';
import type { ImageStore } from '../storage/image-store';
import { imageFiles, putImageFiles } from './image-variants';

export interface ConversionSummary {
  /** Images given a fallback and variants (their records now point at the new fallback). */
  converted: number;
  /** Images that already had variants. */
  current: number;
  /** Paths whose file is missing, external URLs, or files that could not be decoded (left as they are). */
  skipped: string[];
}

/**
 * Give every image the rooms, vehicles, tours and gallery refer to its processed fallback and WebP
 * variants (common/src/image-variants.ts): upright, metadata stripped. For each older image: read
 * it from the store, store the new files, then point every record at the new fallback (one
 * transaction per table), announce the change to every process, and only then delete the old file.
 * Idempotent: images that already have variants are left alone, so a second run changes nothing.
 * @throws the database's or the store's error; files stored for records that were not updated are removed first
 */
export async function convertStoredImages(database: Database, store: ImageStore, log: (line: string) => void = () => {}): Promise<ConversionSummary> {
  const paths = new Set<string>();
  const collect = (p: string) => (paths.add(p), p);
  await rewriteImagePathRows(database.db, collect); // visits every path, changes nothing
  await rewriteGalleryPaths(database.db, collect);

  const renamed = new Map<string, string>();
  const stored: string[] = [];
  const summary: ConversionSummary = { converted: 0, current: 0, skipped: [] };
  try {
    for (const p of paths) {
      if (hasVariants(p)) {
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
      await rewriteImagePathRows(database.db, (p) => renamed.get(p) ?? p);
      await rewriteGalleryPaths(database.db, (p) => renamed.get(p) ?? p);
    }
  } catch (e) {
    await store.remove(stored);
    throw e;
  }
  for (const kind of ITEM_KINDS) await database.changes.publish(kind);
  await store.remove([...renamed.keys()]);
  summary.converted = renamed.size;
  return summary;
}
