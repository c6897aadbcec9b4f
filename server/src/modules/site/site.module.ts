import { gstDisplayOf } from '@pachmarhi/common/tax/gst-display';
import type { SiteConfig } from '@pachmarhi/common/types';
import type { AppConfig } from '../../config';
import type { Database } from '../../platform/db/database';
import type { Business } from '../business/business.module';
import { databaseUnavailable } from '../../platform/errors/app-error';
import type { Gallery } from '../gallery/gallery.module';
import type { Inventory } from '../inventory/inventory.module';
import type { AuditTrail } from '../audit/audit.module';
import type { Backups } from '../backups/backups.module';
import { fixImagePaths } from './image-paths';

/** The site's own checks and repairs: the database's state and the stored image paths; see `createSite`. */
export interface Site {
  /** The database in use: 'postgres' (DATABASE_URL) or 'pglite' (the embedded one). */
  readonly driver: Database['driver'];
  /**
   * One round trip to the database. @returns its time in ms (two decimals)
   * @throws AppError 503 (databaseUnavailable) when the database does not answer
   */
  ping(): Promise<number>;
  /** How many migrations of this build the database lacks. @throws the driver's error when it cannot be reached */
  pendingMigrations(): Promise<number>;
  /** The backups' state for `/api/ready`: the last good one's instant and the last run's error (see Backups.status). */
  backupStatus: Backups['status'];
  /**
   * Rewrite every stored image path of rooms, vehicles, tours and gallery images into the normal
   * form 'uploads/<kind>/<file>' (./image-paths.ts), audited ('fix-image-paths', entity 'settings',
   * with how many changed). @returns how many records changed
   */
  fixImagePaths(): Promise<number>;
  /**
   * `GET /api/site-config`'s answer: the site's details from the configuration, its public origin
   * `siteUrl`, the booking horizon `maxAdvanceDays` and `gst`, how prices are worded with respect to GST (the business settings).
   */
  config(siteUrl: string): Promise<SiteConfig>;
}

export interface SiteDeps {
  database: Pick<Database, 'driver' | 'ping' | 'pendingMigrations'>;
  inventory: Inventory;
  gallery: Gallery;
  audit: AuditTrail;
  /** The site's details (SITE_* settings). */
  site: AppConfig['site'];
  /** The business settings (GST registration, prices with or without GST). */
  business: Pick<Business, 'get'>;
  /** The backups' state. */
  backups: Pick<Backups, 'status'>;
  /** MAX_ADVANCE_DAYS: how far ahead a stay may start (the public date pickers stop there). */
  maxAdvanceDays: number;
}

/** Create the site component once per app. */
export function createSite({
  database,
  inventory,
  gallery,
  audit,
  site,
  business,
  backups,
  maxAdvanceDays,
}: SiteDeps): Site {
  return {
    driver: database.driver,
    async ping() {
      const started = performance.now();
      try {
        await database.ping();
      } catch (e) {
        throw databaseUnavailable(e); // logged once per outage by the error handler
      }
      return Math.round((performance.now() - started) * 100) / 100;
    },
    pendingMigrations: () => database.pendingMigrations(),
    backupStatus: () => backups.status(),
    async fixImagePaths() {
      const fixedCount = await fixImagePaths(inventory, gallery);
      await audit.record({ action: 'fix-image-paths', entity: 'settings', after: { fixedCount } });
      return fixedCount;
    },
    config: async (siteUrl) => {
      const settings = await business.get();
      return {
        ...site,
        siteUrl,
        maxAdvanceDays,
        gst: gstDisplayOf(settings),
        claims: settings.siteClaims,
        hi: settings.siteHi,
      };
    },
  };
}
