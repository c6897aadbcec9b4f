import type { AppConfig } from './config';
import { openDatabase, type Database } from './db/database';
import { ensureAdmin } from './users/users.service';
import { isCatalogueEmpty, seedDemoContent } from './seed/seed';
import { createImageStore } from './storage/create-image-store';
import { logger } from './logging/logger';

/**
 * Open the configured database (PostgreSQL when DATABASE_URL is set, else the embedded one),
 * run migrations, create the configured admin if there is none and, on an empty catalogue,
 * add the demo content (unless SEED_DEMO=false). Processes starting together on one PostgreSQL
 * do the admin and demo steps one after another (the startup lock), so the demo is added once.
 * @throws DatabaseBusyError when another process owns the embedded database
 */
export async function openAndPrepare(config: AppConfig, log: (msg: string) => void = (msg) => logger.info(msg)): Promise<Database> {
  const database = await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir, pool: config.dbPool });
  log(`[db] ${database.driver === 'postgres' ? 'PostgreSQL' : `embedded PostgreSQL at ${config.pgliteDir}`}, migrations applied`);
  try {
    await database.withStartupLock(async () => {
      const admin = await ensureAdmin(database.db, config.admin);
      if (admin) log(`[auth] created admin ${admin.email}`);
      if (config.seedDemo && (await isCatalogueEmpty(database.db))) {
        const s = await seedDemoContent(database.db, createImageStore(config));
        log(`[seed] demo content: ${s.rooms} rooms, ${s.tours} tours, ${s.vehicles} vehicles, ${s.gallery} gallery images`);
      }
    });
    return database;
  } catch (e) {
    await database.close();
    throw e;
  }
}
