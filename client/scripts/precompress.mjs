// After `vite build`: a Brotli (quality 11) and a gzip (level 9) copy of each script, stylesheet,
// SVG and JSON file of dist/assets, made once here so the server sends them as they are
// (server/src/platform/http/static-assets.ts) instead of compressing each request.
// Usage: node scripts/precompress.mjs [--quiet] [dir (default dist/assets)]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const dir = args.find((a) => !a.startsWith('--')) ?? 'dist/assets';
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/;
let files = 0;
let raw = 0;
let br = 0;
for (const name of fs.readdirSync(dir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(dir, name);
  const bytes = fs.readFileSync(file);
  if (bytes.length < 1024) continue;
  const brotli = zlib.brotliCompressSync(bytes, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  fs.writeFileSync(`${file}.br`, brotli);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: 9 }));
  files++;
  raw += bytes.length;
  br += brotli.length;
}
if (!quiet)
  console.log(
    `precompressed ${files} files in ${dir}: ${(raw / 1024).toFixed(0)} KB, ${(br / 1024).toFixed(0)} KB with Brotli`,
  );
