/**
 * npm run images:variants — give every stored image its upright, metadata-free JPEG fallback and
 * WebP variants (server/src/modules/images/convert-images.ts). Safe to run again: a second run changes nothing.
 */
import { runWithDatabase } from './args';
import { convertStoredImages } from '../modules/images/images.module';
import { createImageStore } from '../platform/storage/create-image-store';

runWithDatabase(async (database, config) => {
  const s = await convertStoredImages(database, createImageStore(config), (line) => console.log(line));
  console.log(
    s.converted
      ? `Converted ${s.converted} image(s); ${s.current} already had variants.`
      : `Nothing to do: all ${s.current} image(s) already have variants.`,
  );
  if (s.skipped.length) console.log(`Left as they are (missing, external or unreadable): ${s.skipped.join(', ')}`);
});
