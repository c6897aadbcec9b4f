import { fork } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { MIGRATIONS_DIR } from '../../paths';
import { acquireOwnerLock } from './owner-lock';
import { DEFAULT_POOL_LIMITS, guardClient, poolOptions, type PoolLimits } from './pg-timeouts';
import { localChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed';
import { defaultWriteReserve, reserveConnectionsForWrites } from './write-reserve';
import { scopedToTransaction } from './transaction-scope';
import { logger } from '../logging/logger';

export type { PoolLimits } from './pg-timeouts';

/**
 * The database as the repositories use it: Drizzle's query builder over the tables each module
 * declares beside its repository (`modules/<name>/<name>.tables.ts`). No schema is registered:
 * queries name their tables, so platform/ needs no module's tables.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round trip to the database. @throws when it is unreachable */
  ping(): Promise<void>;
  /**
   * How many migrations in the migrations folder are newer than the last one applied (0 = current;
   * another process may have migrated past this build, which also reads 0).
   * @throws when the database is unreachable
   */
  pendingMigrations(): Promise<number>;
  /**
   * How far the database's schema is: the migrations of the folder applied (the first `applied`
   * of the journal) and the last one's tag ('0018_backups'; null when none).
   * @throws when the database is unreachable
   */
  migrationLevel(): Promise<MigrationLevel>;
  /** Announces writes to every process on this database, so their caches drop stale entries. */
  changes: ChangeFeed;
  /**
   * Run `fn` while holding the startup lock (PostgreSQL: the advisory lock migrations take), so
   * processes starting together do one-time work (first admin, demo content) one after another.
   * The embedded database has a single owner and just runs it.
   */
  withStartupLock<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * The job runner's way in (platform/jobs/job-runner.ts): plain SQL, several statements at once
   * when there are no parameters, and the schema its tables live in ('pgboss'; beside a test
   * schema '<schema>_jobs'). On PostgreSQL a small pool of its own, so polling never takes the
   * requests' connections; on the embedded database the one connection, whose queries wait for a
   * running transaction to end (so never call it from inside one).
   */
  jobs: JobsConnection;
  /** Embedded database only: its data directory as a tarball, to open copies from (`OpenOptions.pgliteSnapshot`). */
  snapshot?(): Promise<Blob>;
}

export interface OpenOptions {
  /** postgres://… for a real server; empty for the embedded database. */
  url?: string;
  /** Directory of the embedded database, or 'memory://' for an in-memory one. */
  pgliteDir?: string;
  /**
   * In-memory embedded database only: start from this data directory (a `snapshot()` of a migrated
   * database) instead of running initdb, which takes seconds; tests open one database per case.
   */
  pgliteSnapshot?: Blob;
  /** Real server only: use (and create) this schema instead of public — tests get a clean one each. */
  schemaName?: string;
  /** Real server only: pool size, timeouts (ms) and write reserve; defaults DEFAULT_POOL_LIMITS (20, 3 s wait, 5 s statements; a quarter of the pool kept for writes). */
  pool?: Partial<PoolLimits>;
  /**
   * Bring the schema up to date on open (default true). false: open the database as it is (a
   * backup or the move to PostgreSQL reads it without changing it).
   */
  migrate?: boolean;
  /**
   * Apply only the first N migrations of the journal (a restore brings a fresh database to its
   * backup's level, loads the rows, then applies the rest). Default: all.
   */
  migrationsUpTo?: number;
}

/** See `Database.jobs`. */
export interface JobsConnection {
  schema: string;
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/** How far a database's schema is: see `Database.migrationLevel`. */
export interface MigrationLevel {
  /** Migrations of the journal applied: the first `applied` ones. */
  applied: number;
  /** The last applied one's tag ('0018_backups'), or null when none is. */
  last: string | null;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/**
 * Open the database and bring its schema up to date (migrations run on every open; on PostgreSQL
 * under an advisory lock, so processes starting together apply each migration once).
 * The embedded database takes a single-owner lock on its directory; PostgreSQL also gets a
 * LISTEN connection for the change feed.
 * @throws DatabaseBusyError when another process owns the embedded database; connection errors otherwise
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  const migrations = opts.migrate === false ? null : migrationsFolder(opts.migrationsUpTo);
  try {
    return await (opts.url
      ? openPostgres(opts.url, opts.schemaName, poolLimits(opts.pool), migrations?.dir ?? null)
      : openPglite(opts.pgliteDir ?? 'memory://', opts.pgliteSnapshot, migrations?.dir ?? null));
  } finally {
    migrations?.remove();
  }
}

/** One migration of Drizzle's journal: its tag ('0018_backups') and `when` (epoch ms). */
export interface JournalEntry {
  tag: string;
  when: number;
}

/** Every migration of the migrations folder, in order (Drizzle's journal). */
export function migrationJournal(): JournalEntry[] {
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/**
 * The migrations folder to apply: the real one, or with `upTo`, a temporary copy whose journal
 * lists only the first `upTo` migrations (removed after the open).
 */
function migrationsFolder(upTo: number | undefined): { dir: string; remove: () => void } {
  const all = migrationJournal();
  if (upTo === undefined || upTo >= all.length) return { dir: MIGRATIONS_DIR, remove: () => {} };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pachmarhi-migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(
    path.join(dir, 'meta', '_journal.json'),
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, Math.max(0, upTo)) }),
  );
  for (const { tag } of all.slice(0, Math.max(0, upTo)))
    fs.copyFileSync(path.join(MIGRATIONS_DIR, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** The given limits over the defaults; the write reserve, when not given, a quarter of the pool. */
function poolLimits(given: Partial<PoolLimits> = {}): PoolLimits {
  const max = given.max ?? DEFAULT_POOL_LIMITS.max;
  return { ...DEFAULT_POOL_LIMITS, ...given, max, writeReserve: given.writeReserve ?? defaultWriteReserve(max) };
}

/**
 * The embedded database's settings: 16 MB of shared buffers instead of PostgreSQL's 128 MB. The
 * embedded database holds one site's catalogue (a few MB), and its buffers live in the process's
 * own memory (WebAssembly): this keeps about 120 MB of resident memory off every process.
 */
const PGLITE_OPTIONS = { postgresqlconf: ['shared_buffers=16MB'] };

/**
 * Make a new embedded data directory in a child process (./pglite-init.mjs): initdb grows PGlite's
 * WebAssembly memory to about 700 MB, which would stay with this process for good; opening the
 * finished directory takes about 240 MB. Nothing happens when `dir` already holds a database.
 * @throws Error when the child fails (its own output says why)
 */
async function initPgliteDir(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const built = new URL('./pglite-init.js', import.meta.url);
  const module = fs.existsSync(built) ? built : new URL('./pglite-init.mjs', import.meta.url);
  const child = fork(fileURLToPath(module), [dir, JSON.stringify(PGLITE_OPTIONS)], { execArgv: [], stdio: 'inherit' });
  const [code, signal] = (await once(child, 'exit')) as [number | null, string | null];
  if (code !== 0) throw new Error(`could not create the embedded database in ${dir} (${signal ?? `exit ${code}`})`);
}

async function openPglite(dir: string, snapshot: Blob | undefined, migrations: string | null): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    release = acquireOwnerLock(dir);
    fs.mkdirSync(dir, { recursive: true });
  }
  try {
    if (!inMemory) await initPgliteDir(dir);
    // Loaded only when used: a server on a real PostgreSQL never pays for the WebAssembly build.
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    const client = inMemory
      ? await PGlite.create({ ...PGLITE_OPTIONS, ...(snapshot ? { loadDataDir: snapshot } : {}) })
      : await PGlite.create(dir, PGLITE_OPTIONS);
    const plain = drizzlePglite(client) as unknown as Db;
    if (migrations) await migratePglite(plain as never, { migrationsFolder: migrations });
    const db = scopedToTransaction(plain);
    return {
      db,
      driver: 'pglite',
      ping: async () => void (await client.query('select 1')),
      pendingMigrations: () => pendingMigrations(db, 'drizzle'),
      migrationLevel: () => migrationLevel(db, 'drizzle'),
      changes: localChangeFeed(),
      jobs: {
        schema: 'pgboss',
        executeSql: async (text, values) =>
          values?.length ? client.query(text, values) : ((await client.exec(text)).at(-1) ?? { rows: [] }),
      },
      withStartupLock: (fn) => fn(),
      close: async () => {
        await client.close();
        release();
      },
      snapshot: () => client.dumpDataDir('none'),
    };
  } catch (e) {
    release();
    throw e;
  }
}

async function openPostgres(
  url: string,
  schemaName: string | undefined,
  limits: PoolLimits,
  migrations: string | null,
): Promise<Database> {
  if (schemaName && !IDENT.test(schemaName)) throw new Error(`Invalid schema name ${schemaName}`);
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  const searchPath = schemaName ? { options: `-c search_path=${schemaName}` } : {};
  // Processes starting together migrate one at a time (a session-level advisory lock on its own
  // connection, without the statement timeout: an index build may be slow; released when that
  // connection ends); the later ones find nothing left to apply.
  const withStartupLock = async <T>(fn: (admin: InstanceType<typeof pg.Client>) => Promise<T>): Promise<T> => {
    const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: limits.waitMs, ...searchPath });
    admin.on('error', (err) => logger.warn(`[db] startup connection lost: ${err.message}`));
    await admin.connect();
    try {
      await admin.query('select pg_advisory_lock(hashtext($1))', [`pachmarhi migrations ${schemaName ?? 'public'}`]);
      return await fn(admin);
    } finally {
      await admin.end();
    }
  };
  await withStartupLock(async (admin) => {
    if (schemaName) await admin.query(`create schema if not exists "${schemaName}"`);
    if (!migrations) return;
    await migratePg(drizzlePg(admin) as never, {
      migrationsFolder: migrations,
      ...(schemaName ? { migrationsSchema: schemaName } : {}),
    });
  });
  const pool = new pg.Pool({ connectionString: url, ...poolOptions(limits), ...searchPath });
  pool.on('connect', guardClient);
  // Reads under a crowd cannot take the connections writes need (a write's 503 means the database is down).
  reserveConnectionsForWrites(pool, { max: limits.max, reserve: limits.writeReserve, waitMs: limits.waitMs });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it and requests meanwhile get 503.
  pool.on('error', (err) => logger.warn(`[db] idle connection lost: ${err.message}`));
  const db = drizzlePg(pool) as unknown as Db;
  let changes: ChangeFeed;
  try {
    changes = await postgresChangeFeed({
      channel: `pachmarhi_changes${schemaName ? `_${schemaName}` : ''}`,
      connect: () => new pg.Client({ connectionString: url, connectionTimeoutMillis: limits.waitMs, keepAlive: true }),
      notify: (channel, payload) => pool.query('select pg_notify($1, $2)', [channel, payload]),
    });
  } catch (e) {
    await pool.end();
    throw e;
  }
  const jobsSchema = schemaName ? `${schemaName}_jobs` : 'pgboss';
  let jobsPool: InstanceType<typeof pg.Pool> | undefined;
  const jobsQuery = (text: string, values?: unknown[]) => {
    if (!jobsPool) {
      jobsPool = new pg.Pool({ connectionString: url, max: 3, connectionTimeoutMillis: limits.waitMs });
      jobsPool.on('error', (err) => logger.warn(`[jobs] idle connection lost: ${err.message}`));
    }
    return jobsPool.query(text, values);
  };
  return {
    db,
    driver: 'postgres',
    jobs: { schema: jobsSchema, executeSql: jobsQuery },
    ping: async () => void (await db.execute(sql`select 1`)),
    pendingMigrations: () => pendingMigrations(db, schemaName ?? 'drizzle'),
    migrationLevel: () => migrationLevel(db, schemaName ?? 'drizzle'),
    changes,
    withStartupLock: (fn) => withStartupLock(() => fn()),
    close: async () => {
      await changes.close();
      await jobsPool?.end();
      if (schemaName) {
        await pool.query(`drop schema if exists "${schemaName}" cascade`).catch(() => {});
        await pool.query(`drop schema if exists "${jobsSchema}" cascade`).catch(() => {});
      }
      await pool.end();
    },
  };
}

/** The `created_at` (epoch ms) of the last migration recorded in `<migrationsSchema>.__drizzle_migrations`; 0 for none. */
async function lastAppliedMigration(db: Db, migrationsSchema: string): Promise<number> {
  type Rows<T> = { rows: T[] };
  const table = `"${migrationsSchema}"."__drizzle_migrations"`;
  const found = (await db.execute(sql`select to_regclass(${table}) is not null as present`)) as unknown as Rows<{
    present: boolean;
  }>;
  if (!found.rows[0]?.present) return 0;
  const { rows } = (await db.execute(sql.raw(`select max(created_at) as last from ${table}`))) as unknown as Rows<{
    last: string | number | null;
  }>;
  return Number(rows[0]?.last ?? 0);
}

/** Migrations in the folder newer than the last one recorded (Drizzle applies those on open). */
async function pendingMigrations(db: Db, migrationsSchema: string): Promise<number> {
  const last = await lastAppliedMigration(db, migrationsSchema);
  return migrationJournal().filter(({ when }) => when > last).length;
}

/** The journal's migrations up to the last one recorded: how many, and the last one's tag. */
async function migrationLevel(db: Db, migrationsSchema: string): Promise<MigrationLevel> {
  const last = await lastAppliedMigration(db, migrationsSchema);
  const applied = migrationJournal().filter(({ when }) => when <= last);
  return { applied: applied.length, last: applied.at(-1)?.tag ?? null };
}
