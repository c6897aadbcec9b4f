/** An image in a form: a path already stored on the server, or a new file not yet uploaded. */
export type PickedImage =
  | { key: string; kind: 'existing'; path: string }
  | { key: string; kind: 'new'; file: File; url: string };

let seq = 0;
const nextKey = () => `img-${Date.now().toString(36)}-${(seq++).toString(36)}`;

export const existingImages = (paths: readonly string[] | null | undefined): PickedImage[] =>
  (paths ?? []).filter(Boolean).map((path) => ({ key: nextKey(), kind: 'existing', path }));

/** Wrap a file with an object URL for its preview (revoked by the picker when the image goes away). */
export const newImage = (file: File): PickedImage => ({ key: nextKey(), kind: 'new', file, url: URL.createObjectURL(file) });

/** What the update call needs: kept server paths (`existingImages`) and the files to upload. */
export function splitImages(images: readonly PickedImage[]): { kept: string[]; files: File[] } {
  const kept: string[] = [];
  const files: File[] = [];
  for (const img of images) {
    if (img.kind === 'existing') kept.push(img.path);
    else files.push(img.file);
  }
  return { kept, files };
}
