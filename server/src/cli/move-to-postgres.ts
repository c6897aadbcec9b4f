/**
 * npm run db:move-to-postgres -- postgres://user:password@host:5432/database
 * Copy everything from the embedded database (PGLITE_DIR; the server must be stopped) into an
 * empty PostgreSQL database, migrated to the same level; compare every table's rows and checksum
 * and the invoice and credit-note number series; print the DATABASE_URL to set. The embedded
 * database is not changed. Exits 1 on any difference.
 */
import { moveToPostgres, runCommand } from './backup-commands';

runCommand('Move', async (config) => {
  const url = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!url) return 'Usage: npm run db:move-to-postgres -- postgres://user:password@host:5432/database';
  return moveToPostgres(config.pgliteDir, url);
});
