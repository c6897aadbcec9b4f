/**
 * Multipart body of the create/update calls (docs/api.md): scalar fields as text, lists and
 * objects as JSON strings, kept image paths as `existingImages` (JSON, update only), then each
 * file repeated under `fileField` ('photos' for rooms, 'images' for vehicles and tours).
 */
export function buildMultipart(fields: object, fileField: string, files: readonly File[], kept?: readonly string[]): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  if (kept) form.append('existingImages', JSON.stringify(kept));
  files.forEach((file) => form.append(fileField, file, file.name));
  return form;
}
