/**
 * Responsive image variants by naming convention (docs/api.md, "Image storage"). An uploaded image
 * is stored as a JPEG fallback whose name ends in '-<width>x<height>-full.jpg' (its intrinsic size
 * in px; auto-rotated, metadata stripped, at most 1600 px wide) beside WebP copies at 400, 800 and
 * 1600 px wide ('-400.webp' …; never larger than the original, so a small photo's wider copies have
 * its own width). The API keeps returning the fallback's path; clients derive the variants and the
 * size from it. Paths without the suffix (older uploads not yet converted by `npm run
 * images:variants`, external URLs) have no variants; older fallbacks named '-full.jpg' without the
 * size have variants but no known size.
 */

/** Widths of the WebP variants, px. */
export const VARIANT_WIDTHS = [400, 800, 1600] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];

/** The widest a stored fallback JPEG gets, px. */
export const FALLBACK_MAX_WIDTH = 1600;

const FALLBACK = /-full\.jpg$/;
const SIZED_FALLBACK = /-(\d+)x(\d+)-full\.jpg$/;
const FALLBACK_SUFFIX = /(-\d+x\d+)?-full\.jpg$/;

/** Whether a stored path or URL is a processed fallback that has variants. */
export function hasVariants(pathOrUrl: string): boolean {
  return FALLBACK.test(pathOrUrl.split(/[?#]/)[0]);
}

/**
 * The stored name of a new fallback for `base` and its size in px
 * ('uploads/rooms/<uuid>', 1200, 900 → 'uploads/rooms/<uuid>-1200x900-full.jpg').
 */
export const fallbackPath = (base: string, width: number, height: number): string =>
  `${base}-${width}x${height}-full.jpg`;

/** The intrinsic size in px of a fallback named with it, or null (older names, other images). */
export function imageSize(pathOrUrl: string): { width: number; height: number } | null {
  const m = SIZED_FALLBACK.exec(pathOrUrl.split(/[?#]/)[0]);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

/** The path or URL of the `width` variant of a fallback ('…/<uuid>-1200x900-full.jpg' → '…/<uuid>-800.webp'). */
export function variantPath(fallback: string, width: VariantWidth): string {
  return fallback.replace(FALLBACK_SUFFIX, `-${width}.webp`);
}

/** Every stored path of an image: the fallback and, when it has them, its variants. */
export function storedPathsOf(path: string): string[] {
  return hasVariants(path) ? [path, ...VARIANT_WIDTHS.map((w) => variantPath(path, w))] : [path];
}

/**
 * `srcset` for an image URL, listing only widths that exist: a 1200 px image gives
 * '…-400.webp 400w, …-800.webp 800w, …-1600.webp 1200w' (its 1600 copy is 1200 px wide); a
 * fallback of unknown size lists the three nominal widths; undefined without variants.
 */
export function variantSrcSet(url: string): string | undefined {
  if (!hasVariants(url)) return undefined;
  const size = imageSize(url);
  if (!size) return VARIANT_WIDTHS.map((w) => `${variantPath(url, w)} ${w}w`).join(', ');
  const smaller = VARIANT_WIDTHS.filter((w) => w < size.width);
  const full = VARIANT_WIDTHS.find((w) => w >= size.width) ?? VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1];
  return [...smaller.map((w) => `${variantPath(url, w)} ${w}w`), `${variantPath(url, full)} ${size.width}w`].join(', ');
}
