/**
 * npm run seed — add the demo content when the catalogue (rooms, vehicles, tours, gallery) is empty.
 * It never deletes anything; with content present it says so and changes nothing.
 */
import { loadDotEnv, readConfig } from '../config';
import { openDatabase } from '../platform/db/database';
import { isCatalogueEmpty, seedDemoContent, seedProgressLog } from '../seed/seed';
import { createImageStore } from '../platform/storage/create-image-store';

async function main(): Promise<void> {
  loadDotEnv();
  const config = readConfig();
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    if (!(await isCatalogueEmpty(database.db))) {
      console.log('The database already has rooms, vehicles, tours or gallery images; the demo content was not added.');
      return;
    }
    console.log('Adding the demo content: making the copies of its photos (upright JPEG, WebP sizes)…');
    const s = await seedDemoContent(database.db, createImageStore(config), undefined, seedProgressLog(console.log));
    console.log(`Added ${s.rooms} rooms, ${s.tours} tours, ${s.vehicles} vehicles and ${s.gallery} gallery images.`);
  } finally {
    await database.close();
  }
}

main().catch((e: Error) => {
  console.error(e.message);
  process.exit(1);
});
