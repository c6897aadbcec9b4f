import type { AppConfig } from './config';
import { openDatabase, type Database } from './platform/db/database';
import { ensureAdmin, hasNoAccounts } from './modules/users/users.service';
import { addStandingClosures } from './modules/park-closures/park-closures.module';
import { isCatalogueEmpty, seedDemoContent, seedProgressLog } from './seed/seed';
import { createImageStore } from './platform/storage/create-image-store';
import { todayIST } from '@pachmarhi/common/time';
import { logger } from './platform/logging/logger';

/**
 * Open the configured database (PostgreSQL when DATABASE_URL is set, else the embedded one),
 * run migrations, create the configured admin if there is none and, on an empty catalogue,
 * add the demo content (unless SEED_DEMO=false), its dates counted from today (the configured
 * clock's, TEST_FIXED_NOW in the browser tests). Processes starting together on one PostgreSQL
 * do the admin and demo steps one after another (the startup lock), so the demo is added once.
 * @throws DatabaseBusyError when another process owns the embedded database
 */
export async function openAndPrepare(
  config: AppConfig,
  log: (msg: string) => void = (msg) => logger.info(msg),
): Promise<Database> {
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, pool: config.dbPool });
  log(
    `[db] ${database.driver === 'postgres' ? 'PostgreSQL' : `embedded PostgreSQL at ${config.pgliteDir}`}, migrations applied`,
  );
  try {
    await database.withStartupLock(async () => {
      // A new database starts with the park's standing closures (before its first account is made).
      const closures = await addStandingClosures(database.db, () => hasNoAccounts(database.db));
      if (closures) log(`[park] added the park's ${closures} standing closures (the owner may edit them)`);
      const admin = await ensureAdmin(database.db, config.admin);
      if (admin) log(`[auth] created admin ${admin.email}`);
      if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
        log('[seed] adding the demo content: making the copies of its photos (upright JPEG, WebP sizes)…');
        const s = await seedDemoContent(
          database.db,
          createImageStore(config),
          todayIST(config.fixedNow),
          seedProgressLog(log),
        );
        log(
          `[seed] demo content: ${s.rooms} rooms, ${s.tours} tours, ${s.vehicles} vehicles, ${s.gallery} gallery images, ${s.extras} extras, ${s.staff} drivers and guides`,
        );
      }
    });
    return database;
  } catch (e) {
    await database.close();
    throw e;
  }
}
