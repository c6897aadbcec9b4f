import { newImageToken } from '@pachmarhi/common/image-order';

/** An image in a form: a path already stored on the server, or a new file not yet uploaded. */
export type PickedImage =
  { key: string; kind: 'existing'; path: string } | { key: string; kind: 'new'; file: File; url: string };

let seq = 0;
const nextKey = () => `img-${Date.now().toString(36)}-${(seq++).toString(36)}`;

export const existingImages = (paths: readonly string[] | null | undefined): PickedImage[] =>
  (paths ?? []).filter(Boolean).map((path) => ({ key: nextKey(), kind: 'existing', path }));

/** Wrap a file with an object URL for its preview (revoked by the picker when the image goes away). */
export const newImage = (file: File): PickedImage => ({
  key: nextKey(),
  kind: 'new',
  file,
  url: URL.createObjectURL(file),
});

/** The kept images of an update: their stored paths (`existingImages`) and the order of all images, cover first (`imageOrder`). */
export interface KeptImages {
  paths: string[];
  /** Kept paths and 'new:<i>' tokens (common/image-order), in the picker's order. */
  order: string[];
}

/**
 * What the save calls need: the files to upload (in the picker's order) and, for an update, the
 * kept server paths with the order of every image (`KeptImages`), so the owner's cover and order are stored.
 */
export function splitImages(images: readonly PickedImage[]): { kept: KeptImages; files: File[] } {
  const paths: string[] = [];
  const files: File[] = [];
  const order: string[] = [];
  for (const img of images) {
    if (img.kind === 'existing') {
      paths.push(img.path);
      order.push(img.path);
    } else {
      order.push(newImageToken(files.length));
      files.push(img.file);
    }
  }
  return { kept: { paths, order }, files };
}

/**
 * `images` with the one at `from` moved to `to` (both clamped to the list); the same list when
 * nothing moves. Moving to 0 makes it the cover.
 */
export function moveImage<T>(images: readonly T[], from: number, to: number): T[] {
  const last = images.length - 1;
  const target = Math.max(0, Math.min(last, to));
  if (from < 0 || from > last || from === target) return [...images];
  const out = [...images];
  const [moved] = out.splice(from, 1);
  out.splice(target, 0, moved);
  return out;
}
