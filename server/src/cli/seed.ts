/**
 * npm run seed — add the demo content when the catalogue (rooms, vehicles, tours, gallery) is empty.
 * It never deletes anything; with content present it says so and changes nothing.
 */
import { runWithDatabase } from './args';
import { isCatalogueEmpty, seedDemoContent, seedProgressLog } from '../seed/seed';
import { createImageStore } from '../platform/storage/create-image-store';

runWithDatabase(async (database, config) => {
  if (!(await isCatalogueEmpty(database.db))) {
    console.log('The database already has rooms, vehicles, tours or gallery images; the demo content was not added.');
    return;
  }
  console.log('Adding the demo content: making the copies of its photos (upright JPEG, WebP sizes)…');
  const s = await seedDemoContent(database.db, createImageStore(config), undefined, seedProgressLog(console.log));
  console.log(
    `Added ${s.rooms} rooms, ${s.tours} tours, ${s.vehicles} vehicles, ${s.gallery} gallery images, ${s.extras} extras and ${s.staff} drivers and guides with a week of safaris.`,
  );
});
