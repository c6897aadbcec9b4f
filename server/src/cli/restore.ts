/**
 * npm run restore -- FILE [--force]
 * Restore a backup archive (`npm run backup`, the nightly job, the back office's download) into the
 * configured database (DATABASE_URL, else the embedded one at PGLITE_DIR) and image store. Refuses a
 * database that is not empty unless --force (which replaces its contents). Prints the rows and
 * checksum of every table, expected and found, and the images; exits 1 on any difference.
 */
import path from 'node:path';
import { restoreFromFile, runCommand } from './backup-commands';

runCommand('Restore', async (config) => {
  const argv = process.argv.slice(2);
  const file = argv.find((a) => !a.startsWith('--'));
  if (!file) return 'Usage: npm run restore -- FILE [--force]';
  return restoreFromFile(config, path.resolve(process.env.INIT_CWD ?? '.', file), argv.includes('--force'));
});
