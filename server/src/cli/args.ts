import { loadDotEnv, readConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../platform/db/database';

/** Parse `--name value` pairs and bare `--flag`s from argv. */
export function parseArgs(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith('--')) continue;
    const [key, inline] = a.slice(2).split('=', 2);
    if (inline !== undefined) out[key] = inline;
    else if (argv[i + 1] !== undefined && !argv[i + 1].startsWith('--')) out[key] = argv[++i];
    else out[key] = true;
  }
  return out;
}

/**
 * Run a command-line tool's `work` on the configured database (`.env` read first), close the
 * database afterwards, and on a failure print its message and exit with status 1.
 */
export function runWithDatabase(work: (database: Database, config: AppConfig) => Promise<void>): void {
  loadDotEnv();
  const config = readConfig();
  openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir })
    .then((database) => work(database, config).finally(() => database.close()))
    .catch((e: Error) => {
      console.error(e.message);
      process.exit(1);
    });
}
