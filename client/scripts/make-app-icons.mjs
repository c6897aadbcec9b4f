/**
 * node client/scripts/make-app-icons.mjs — the back office app's icons (issue 40), drawn from
 * public/favicon.svg into public/app-icons: 192 and 512 px ("any": the rounded square as it is) and
 * a 512 px maskable one (full-bleed background, the mark inside the 80 % safe zone, so a launcher's
 * circle or squircle never cuts it), plus the 180 px apple-touch-icon for iOS. Run after changing the
 * favicon; the PNGs are committed.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const pub = path.join(path.dirname(new URL(import.meta.url).pathname), '../public');
const out = path.join(pub, 'app-icons');
const svg = fs.readFileSync(path.join(pub, 'favicon.svg'), 'utf8');
const BACKGROUND = '#1f4d3a';
fs.mkdirSync(out, { recursive: true });

const plain = (size) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png();
// Maskable: the mark's own square drawn at 64 % of the side, centred on the brand colour.
const maskable = async (size) => {
  const inner = Math.round(size * 0.64);
  const mark = Buffer.from(svg.replace(/<rect[^>]*\/>/, ''));
  const input = await sharp(mark, { density: (72 * inner) / 64 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input }])
    .png();
};

for (const [name, img] of [
  ['icon-192.png', plain(192)],
  ['icon-512.png', plain(512)],
  ['apple-touch-icon-180.png', maskable(180)],
  ['maskable-512.png', maskable(512)],
]) {
  await (await img).toFile(path.join(out, name));
  console.log(name);
}
