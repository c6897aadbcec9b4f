/**
 * npm run backup [-- --out FILE]
 * One archive of the database and the stored images (docs/deploy.md#backups): into BACKUP_DIR
 * and/or the bucket's backups/ as the nightly job does (recorded, and the retention rule applied),
 * or, with --out, to FILE only. Prints the file, its size, the migration level and the rows and
 * checksum of every table. With the embedded database the server must be stopped (one owner at a time).
 */
import path from 'node:path';
import { openDatabase } from '../platform/db/database';
import { createImageStore } from '../platform/storage/create-image-store';
import { APP_VERSION, readManifest } from '../platform/backup/archive';
import { backupTargets } from '../platform/backup/backup-targets';
import { INSTANCE_ID } from '../platform/db/owner-lock';
import { createAudit } from '../modules/audit/audit.module';
import { createBackups } from '../modules/backups/backups.module';
import { parseArgs } from './args';
import { backupToFile, describeManifest, runCommand } from './backup-commands';

runCommand('Backup', async (config) => {
  const args = parseArgs(process.argv.slice(2));
  const images = createImageStore(config);
  const where = { url: config.databaseUrl, pgliteDir: config.pgliteDir, pool: config.dbPool };
  if (typeof args.out === 'string') {
    const database = await openDatabase({ ...where, migrate: false });
    try {
      return await backupToFile(database, images, path.resolve(process.env.INIT_CWD ?? '.', args.out));
    } finally {
      await database.close();
    }
  }
  const database = await openDatabase(where);
  try {
    const targets = backupTargets(config);
    const now = () => new Date();
    const backups = createBackups({
      database,
      db: database.db,
      images,
      targets,
      appVersion: APP_VERSION,
      now,
      audit: createAudit({ db: database.db, now }),
      instance: INSTANCE_ID,
    });
    const entry = await backups.backUp();
    const dir = targets.find((t) => t.name === 'dir');
    return {
      ok: true,
      lines: [
        `Wrote ${entry.file} (${((entry.size ?? 0) / 1024 / 1024).toFixed(2)} MB) to ${targets.map((t) => t.where).join(' and ')}:`,
        ...(dir ? describeManifest(await readManifest(path.join(dir.where, entry.file!))) : []),
      ],
    };
  } finally {
    await database.close();
  }
});
