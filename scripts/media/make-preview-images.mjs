// Regenerates the link-preview pictures in client/public/media/og/ (1200×630 JPEG, the size
// WhatsApp, Facebook and X show large): one per public listing page, cropped from the demo
// illustrations in server/seed/images (see NOTICE there). Run: node scripts/media/make-preview-images.mjs
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = {
  home: 'scene-dhoopgarh-sunrise.jpg',
  rooms: 'room-deluxe-bedroom.jpg',
  tours: 'scene-bee-falls.jpg',
  gypsy: 'gypsy-olive.jpg',
  gallery: 'scene-jata-shankar-gorge.jpg',
  contact: 'scene-chauragarh-temple.jpg',
  about: 'scene-pandav-caves.jpg',
};
for (const [page, source] of Object.entries(SOURCES)) {
  const out = `${root}client/public/media/og/${page}.jpg`;
  const info = await sharp(`${root}server/seed/images/${source}`)
    .resize(1200, 630, { fit: 'cover', position: 'attention' })
    .jpeg({ quality: 78, progressive: true, mozjpeg: true })
    .toFile(out);
  console.log(`${out}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`);
}
