/**
 * What `npm run backup`, `npm run restore` and `npm run db:move-to-postgres` do, as functions the
 * commands and the tests call (docs/decisions/028-backups.md). Each returns the lines to print and
 * whether everything matched; the commands exit non-zero when it did not.
 */
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadDotEnv, readConfig, type AppConfig } from '../config';
import {
  APP_VERSION,
  readManifest,
  restoreBackup,
  RestoreMismatchError,
  RestoreRefusedError,
  writeBackup,
  type BackupManifest,
  type RestoreReport,
  type TableCheck,
} from '../platform/backup/archive';
import { migrationJournal, openDatabase, type Database } from '../platform/db/database';
import { createImageStore } from '../platform/storage/create-image-store';
import type { ImageStore } from '../platform/storage/image-store';
import { documentSeries, type SeriesState } from '../modules/invoices/invoices.module';

/** What a command did: the lines it prints, and whether every count and checksum matched. */
export interface CommandResult {
  lines: string[];
  ok: boolean;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/** The manifest as lines: version, migration level, rows per table with checksums, sequences, images. */
export function describeManifest(m: BackupManifest): string[] {
  return [
    `  taken ${m.createdAt} by version ${m.appVersion} from the ${m.driver === 'postgres' ? 'PostgreSQL' : 'embedded'} database`,
    `  migration level ${m.migrations.applied} (${m.migrations.last ?? 'none'})`,
    `  ${m.tables.reduce((n, t) => n + t.rows, 0)} rows in ${m.tables.length} tables:`,
    ...m.tables.map((t) => `    ${t.name.padEnd(26)} ${String(t.rows).padStart(8)}  sha256 ${t.sha256.slice(0, 16)}…`),
    `  sequences: ${m.sequences.map((s) => `${s.name} = ${s.lastValue}`).join(', ') || 'none'}`,
    m.uploads.mode === 'files'
      ? `  ${m.uploads.count} stored images (${mb(m.uploads.bytes)}) in the archive`
      : m.uploads.mode === 's3'
        ? `  ${m.uploads.count} stored images listed by key and ETag (they stay in the bucket)`
        : '  stored images left out',
  ];
}

/** The comparison of a restore, table by table. */
function describeChecks(checks: TableCheck[]): string[] {
  return checks.map(
    (c) =>
      `    ${c.ok ? 'ok      ' : 'MISMATCH'} ${c.name.padEnd(26)} rows ${c.rows} → ${c.restoredRows}, sha256 ${c.sha256.slice(0, 12)}… → ${c.restoredSha256.slice(0, 12)}…`,
  );
}

function describeRestore(r: RestoreReport): string[] {
  const u = r.uploads;
  return [
    `  ${r.tables.length} tables compared (rows and sha256 of every row):`,
    ...describeChecks(r.tables),
    `  sequences set: ${r.sequences.map((s) => `${s.name} = ${s.lastValue}`).join(', ') || 'none'}`,
    u.mode === 'none'
      ? '  stored images: not part of this backup'
      : `  stored images: ${u.restored} of ${u.expected} ${u.mode === 's3' ? 'found in the bucket' : 'restored and checked'}${u.mismatched.length ? `; MISSING OR DIFFERENT: ${u.mismatched.join(', ')}` : ''}`,
  ];
}

/**
 * `npm run backup -- --out FILE`: write one archive of the configured database (as it is, not
 * migrated) and its stored images to `file`.
 */
export async function backupToFile(database: Database, images: ImageStore, file: string): Promise<CommandResult> {
  const started = performance.now();
  const { manifest, size } = await writeBackup({ database, images, file, appVersion: APP_VERSION, now: new Date() });
  return {
    ok: true,
    lines: [
      `Wrote ${file} (${mb(size)}) in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
      ...describeManifest(manifest),
    ],
  };
}

/** The journal's migration of the backup's level is this build's, and this build is not older. @throws RestoreRefusedError */
function checkMigrations(m: BackupManifest): void {
  const journal = migrationJournal();
  const { applied, last } = m.migrations;
  if (applied > journal.length)
    throw new RestoreRefusedError(
      `The backup is at migration ${last} (${applied}), newer than this build (${journal.length}): restore it with the version that wrote it (${m.appVersion}) or later`,
    );
  if (applied > 0 && journal[applied - 1].tag !== last)
    throw new RestoreRefusedError(
      `The backup's migration ${applied} is ${last}, this build's is ${journal[applied - 1].tag}`,
    );
}

/**
 * `npm run restore -- FILE [--force]`: restore an archive into the configured database (brought to
 * the backup's migration level first, the newer migrations applied after) and image store.
 * @throws RestoreRefusedError (nothing changed) or the database's errors
 */
export async function restoreFromFile(config: AppConfig, file: string, force: boolean): Promise<CommandResult> {
  const started = performance.now();
  const manifest = await readManifest(file);
  checkMigrations(manifest);
  const target = { url: config.databaseUrl, pgliteDir: config.pgliteDir, pool: config.dbPool };
  const database = await openDatabase({ ...target, migrationsUpTo: manifest.migrations.applied });
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `the embedded database at ${config.pgliteDir}`;
  let report: RestoreReport;
  try {
    report = await restoreBackup({ database, images: createImageStore(config), file, force });
  } catch (e) {
    if (e instanceof RestoreMismatchError)
      return { ok: false, lines: [`Restore of ${file} into ${where} rolled back:`, ...describeChecks(e.tables)] };
    throw e;
  } finally {
    await database.close();
  }
  const lines = [
    `Restored ${file} into ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
    ...describeManifest(manifest),
    ...describeRestore(report),
  ];
  const newer = migrationJournal().length - manifest.migrations.applied;
  if (newer > 0) {
    await (await openDatabase(target)).close();
    lines.push(`  then applied this build's ${newer} newer migration(s)`);
  }
  lines.push(report.ok ? 'Every count and checksum matches.' : 'MISMATCH: see above.');
  return { ok: report.ok, lines };
}

/** A URL with its password hidden, for printing. */
const shown = (url: string) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

const seriesLine = (s: SeriesState) =>
  `${s.series}/${s.financialYear}: last number ${s.last}, ${s.issued} issued, highest ${s.highest}`;

/**
 * `npm run db:move-to-postgres -- postgres://…`: copy everything of the embedded database at
 * `pgliteDir` (read as it is; never changed) into the empty PostgreSQL database at `url` (migrated
 * to the same level): a backup of the one restored into the other, without the images (the uploads
 * folder stays where it is). Then compares the invoice and credit-note series of both.
 * @throws DatabaseBusyError while the server runs on the embedded database; RestoreRefusedError
 *   when the PostgreSQL database is not empty
 */
export async function moveToPostgres(pgliteDir: string, url: string): Promise<CommandResult> {
  if (!/^postgres(ql)?:\/\//.test(url)) throw new RestoreRefusedError(`Not a PostgreSQL URL: ${url}`);
  const started = performance.now();
  const work = await fsp.mkdtemp(path.join(os.tmpdir(), 'pachmarhi-move-'));
  const file = path.join(work, 'move.tar.gz');
  try {
    const source = await openDatabase({ pgliteDir, migrate: false });
    let level: Awaited<ReturnType<Database['migrationLevel']>>;
    let before: SeriesState[];
    try {
      level = await source.migrationLevel();
      if (!level.applied) throw new RestoreRefusedError(`There is no embedded database at ${pgliteDir}`);
      await writeBackup({ database: source, images: null, file, appVersion: APP_VERSION, now: new Date() });
      before = await documentSeries(source.db);
    } finally {
      await source.close();
    }
    const target = await openDatabase({ url, migrationsUpTo: level.applied });
    let report: RestoreReport;
    let after: SeriesState[];
    try {
      report = await restoreBackup({ database: target, images: null, file });
      after = await documentSeries(target.db);
    } catch (e) {
      if (e instanceof RestoreMismatchError)
        return { ok: false, lines: ['The copy into PostgreSQL was rolled back:', ...describeChecks(e.tables)] };
      if (e instanceof RestoreRefusedError)
        throw new RestoreRefusedError(
          e.message.replace(
            /; restore into an empty database, or add --force.*$/,
            ': create an empty database and move into it',
          ),
        );
      throw e;
    } finally {
      await target.close();
    }
    const newer = migrationJournal().length - level.applied;
    if (newer > 0) await (await openDatabase({ url })).close();
    const seriesOk =
      JSON.stringify(before) === JSON.stringify(after) &&
      after.every((s) => s.highest === s.last && s.issued === s.last);
    const rows = report.tables.reduce((n, t) => n + t.restoredRows, 0);
    const ok = report.ok && seriesOk;
    return {
      ok,
      lines: [
        `Copied ${rows} rows in ${report.tables.length} tables from the embedded database at ${pgliteDir} to ${shown(url)} in ${((performance.now() - started) / 1000).toFixed(1)} s:`,
        ...describeRestore(report),
        `  invoice and credit-note numbers (embedded → PostgreSQL):`,
        ...after.map((s, i) => `    ${seriesLine(before[i] ?? s)} → ${seriesLine(s)}`),
        ...(after.length ? [] : ['    none issued yet']),
        ...(newer > 0 ? [`  then applied this build's ${newer} newer migration(s)`] : []),
        ok
          ? `Every count, checksum and number series matches. Set DATABASE_URL=${shown(url)} (with its password) in .env or the environment and restart the server; the embedded database at ${pgliteDir} was not changed.`
          : 'MISMATCH: see above. Keep using the embedded database (unchanged) and report this.',
      ],
    };
  } finally {
    await fsp.rm(work, { recursive: true, force: true });
  }
}

/**
 * Run a command's `work` (`.env` read first): print its lines; exit 0 when everything matched, 1 on
 * a difference or a failure (its message printed as "<what> failed: …"), 2 for a usage line.
 */
export function runCommand(what: string, work: (config: AppConfig) => Promise<CommandResult | string>): void {
  loadDotEnv();
  Promise.resolve()
    .then(() => work(readConfig()))
    .then(
      (result) => {
        if (typeof result === 'string') {
          console.error(result);
          process.exit(2);
        }
        console.log(result.lines.join('\n'));
        process.exit(result.ok ? 0 : 1);
      },
      (e: Error) => {
        console.error(`${what} failed: ${e.message}`);
        process.exit(1);
      },
    );
}
