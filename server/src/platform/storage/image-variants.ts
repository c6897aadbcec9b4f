import { FALLBACK_MAX_WIDTH, VARIANT_WIDTHS, fallbackPath, variantPath } from '@pachmarhi/common/image-variants';
import type { ImageStore } from './image-store';

/** One file to store: its stored path, bytes and type. */
export interface ImageFile {
  path: string;
  bytes: Buffer;
  contentType: string;
}

/**
 * The files an uploaded image is stored as (common/src/image-variants.ts): a JPEG fallback
 * ('<base>-<width>x<height>-full.jpg', named with its own size, at most FALLBACK_MAX_WIDTH px wide, quality 80, mozjpeg) and WebP copies at
 * each of VARIANT_WIDTHS (quality 72), all turned upright by their EXIF orientation and stripped of
 * metadata (camera, phone GPS). Never upscaled. An animated GIF keeps its first frame.
 * @param base the stored path without extension, e.g. 'uploads/rooms/<uuid>'
 * @throws Error from sharp when the bytes are not a decodable image
 */
export async function imageFiles(source: Buffer | string, base: string): Promise<ImageFile[]> {
  // Loaded on the first upload, not at start: most requests never touch an image.
  const { default: sharp } = await import('sharp');
  // Each image is read once: libvips' operation cache (50 MB by default) would only hold memory.
  sharp.cache(false);
  const upright = sharp(source, { failOn: 'error' }).rotate(); // rotate() without angle = by EXIF, then drops the tag
  const { width = FALLBACK_MAX_WIDTH } = await upright
    .clone()
    .metadata()
    .then(async (m) => {
      // Width after rotation: orientations 5–8 swap width and height.
      const swapped = (m.orientation ?? 1) >= 5;
      return { width: swapped ? m.height : m.width };
    });
  const resized = (w: number) => upright.clone().resize({ width: Math.min(w, width), withoutEnlargement: true });
  const [jpeg, ...webps] = await Promise.all([
    resized(FALLBACK_MAX_WIDTH)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }),
    ...VARIANT_WIDTHS.map((w) => resized(w).webp({ quality: 72 }).toBuffer()),
  ]);
  const fallback = fallbackPath(base, jpeg.info.width, jpeg.info.height);
  return [
    { path: fallback, bytes: jpeg.data, contentType: 'image/jpeg' },
    ...VARIANT_WIDTHS.map((w, i) => ({ path: variantPath(fallback, w), bytes: webps[i], contentType: 'image/webp' })),
  ];
}

/**
 * Make an image's files and put them in the store; `track` hears each stored path before its put,
 * so a caller can remove all of them if anything later fails.
 * @returns the fallback's stored path (what the API returns)
 * @throws Error when the image cannot be decoded or a put fails
 */
export async function storeImage(
  store: ImageStore,
  source: Buffer | string,
  base: string,
  track: (path: string) => void = () => {},
): Promise<string> {
  return putImageFiles(store, await imageFiles(source, base), track);
}

/**
 * Put made files in the store in order; `track` hears each path before its put.
 * @returns the fallback's stored path (the first file)
 * @throws the store's error
 */
export async function putImageFiles(
  store: ImageStore,
  files: ImageFile[],
  track: (path: string) => void,
): Promise<string> {
  for (const f of files) {
    track(f.path);
    await store.put(f.path, f.bytes, f.contentType);
  }
  return files[0].path;
}
