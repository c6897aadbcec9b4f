/**
 * Responsive image variants by naming convention (docs/api.md, "Image storage"). An uploaded image
 * is stored as a JPEG fallback whose name ends in '-full.jpg' (auto-rotated, metadata stripped, at
 * most 1600 px wide) beside WebP copies at 400, 800 and 1600 px wide ('-400.webp' …; never larger
 * than the original, so a small photo's copies all have its own width). The API keeps returning the
 * fallback's path; clients derive the variants from it. Paths without the suffix (older uploads not
 * yet converted by `npm run images:variants`, external URLs) have no variants.
 */

/** Widths of the WebP variants, px. */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The widest a stored fallback JPEG gets, px. */
export const FALLBACK_MAX_WIDTH = 1600;

const FALLBACK = /-full\.jpg$/;

/** Whether a stored path or URL is a processed fallback that has variants. */
export function hasVariants(pathOrUrl: string): boolean {
  return FALLBACK.test(pathOrUrl.split(/[?#]/)[0]);
}

/** The stored name of a new fallback for `base` ('uploads/rooms/<uuid>' → 'uploads/rooms/<uuid>-full.jpg'). */
export const fallbackPath = (base: string): string => `${base}-full.jpg`;

/** The path or URL of the `width` variant of a fallback ('…/<uuid>-full.jpg' → '…/<uuid>-800.webp'). */
export function variantPath(fallback: string, width: VariantWidth): string {
  return fallback.replace(FALLBACK, `-${width}.webp`);
}

/** Every stored path of an image: the fallback and, when it has them, its variants. */
export function storedPathsOf(path: string): string[] {
  return hasVariants(path) ? [path, ...VARIANT_WIDTHS.map((w) => variantPath(path, w))] : [path];
}

/** `srcset` for an image URL: '…-400.webp 400w, …-800.webp 800w, …-1600.webp 1600w', or undefined without variants. */
export function variantSrcSet(url: string): string | undefined {
  return hasVariants(url) ? VARIANT_WIDTHS.map((w) => `${variantPath(url, w)} ${w}w`).join(', ') : undefined;
}
