import type { Gallery } from '../gallery/gallery.module';
import type { Inventory } from '../inventory/inventory.module';

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
 * Rewrite every stored image path of rooms, vehicles, tours and gallery images into the normal
 * form. Inventory and gallery each change in their own transaction; the repair is idempotent, so a
 * failure between them is fixed by running it again.
 * @returns how many records changed
 */
export async function fixImagePaths(inventory: Inventory, gallery: Gallery): Promise<number> {
  return (
    (await inventory.rewriteImagePaths(normaliseImagePath)) + (await gallery.rewriteImagePaths(normaliseImagePath))
  );
}
