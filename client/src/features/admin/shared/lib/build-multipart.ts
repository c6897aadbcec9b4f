import type { KeptImages } from './picked-images';

/**
 * Multipart body of the create/update calls (docs/api.md): scalar fields as text, lists and
 * objects as JSON strings, kept image paths as `existingImages` and the order of every image as
 * `imageOrder` (JSON, update only), then each file repeated under `fileField` ('photos' for rooms,
 * 'images' for vehicles and tours), in the picker's order.
 */
export function buildMultipart(fields: object, fileField: string, files: readonly File[], kept?: KeptImages): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (kept) {
    form.append('existingImages', JSON.stringify(kept.paths));
    form.append('imageOrder', JSON.stringify(kept.order));
  }
  files.forEach((file) => form.append(fileField, file, file.name));
  return form;
}
