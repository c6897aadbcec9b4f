/**
 * The stored images across the modules that hold them (rooms, vehicles and tours, the gallery): the
 * images module's face. It owns no table; it reads and rewrites the others' image paths through their
 * faces (`rewriteInventoryImagePaths`, `rewriteGalleryImagePaths`).
 * - `referencedImagePaths`: every path a record holds (main.ts's sweep keeps their files).
 * - `convertStoredImages`: `npm run images:variants`, each older image given its fallback and WebP variants.
 */
export { referencedImagePaths } from './referenced-images';
export { convertStoredImages, type ConversionSummary } from './convert-images';
