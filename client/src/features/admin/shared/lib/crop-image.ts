import type { Area } from 'react-easy-crop';
import { adminText } from '@/i18n';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    // Server images are same-origin in production; the attribute keeps the canvas untainted elsewhere.
    img.crossOrigin = 'anonymous';
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(adminText('cropImage.couldNotLoadThe')));
    img.src = src;
  });
}

/**
 * Cut `area` (in source pixels, as react-easy-crop reports it) out of the image at `src`
 * and re-encode it as a JPEG file named after `name` with a .jpg extension.
 * @throws Error when the image cannot be loaded or encoded
 */
export async function cropToJpeg(src: string, area: Area, name: string, quality = 0.9): Promise<File> {
  const img = await loadImage(src);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(area.width));
  canvas.height = Math.max(1, Math.round(area.height));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(adminText('cropImage.canvasIsNotAvailable'));
  // JPEG has no alpha: paint white first so transparent PNG areas do not turn black.
  ctx.fillStyle = '#fff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
  if (!blob) throw new Error(adminText('cropImage.couldNotEncodeThe'));
  const base = name.replace(/\.[^.]+$/, '') || 'image';
  return new File([blob], `${base}-cropped.jpg`, { type: 'image/jpeg', lastModified: Date.now() });
}
