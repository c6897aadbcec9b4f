/**
 * The child process that makes the demo photos' copies (upright JPEG, WebP widths) for the seed,
 * so that sharp's native memory (hundreds of MB while 30 photos are resized, kept by the allocator
 * afterwards) lives and dies with this process and not with the server's (docs/deploy.md#memory).
 *
 * Started by `makeDemoPhotos` (./demo-photos.ts) with the photo file names (in SEED_IMAGES_DIR) as
 * one JSON argument; sends one `PhotoMade` message per photo as it is done, at most one per CPU at
 * a time, then exits.
 */
import os from 'node:os';
import path from 'node:path';
import { SEED_IMAGES_DIR } from '../paths';
import { makeImageCopy } from '../platform/http/upload-files';
import type { PhotoMade } from './demo-photos';

const files = JSON.parse(process.argv[2] ?? '[]') as string[];
const queue = [...files];

async function worker(): Promise<void> {
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    let message: PhotoMade;
    try {
      message = { file, made: await makeImageCopy('gallery', path.join(SEED_IMAGES_DIR, file)) };
    } catch (e) {
      message = { file, error: e instanceof Error ? e.message : String(e) };
    }
    await new Promise<void>((resolve) => process.send!(message, () => resolve()));
  }
}

await Promise.all(Array.from({ length: Math.max(1, Math.min(os.availableParallelism(), files.length)) }, worker));
process.disconnect();
