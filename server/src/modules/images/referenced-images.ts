import type { Database } from '../../platform/db/database';
import { rewriteGalleryImagePaths } from '../gallery/gallery.module';
import { rewriteInventoryImagePaths } from '../inventory/inventory.module';

/**
 * Every image path that rooms, vehicles, tours and gallery images hold, as stored (not normalised),
 * read through the modules' image-path visitors: the identity rewrite changes no row.
 */
export async function referencedImagePaths(database: Database): Promise<string[]> {
  const paths: string[] = [];
  const visit = (p: string) => (paths.push(p), p);
  await rewriteInventoryImagePaths(database, visit);
  await rewriteGalleryImagePaths(database.db, visit);
  return paths;
}
