import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema';
import { MIGRATIONS_DIR } from '../paths';
import { acquireOwnerLock } from './owner-lock';
import { DEFAULT_POOL_LIMITS, guardClient, poolOptions, type PoolLimits } from './pg-timeouts';

export type { PoolLimits } from './pg-timeouts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round trip to the database. @throws when it is unreachable */
  ping(): Promise<void>;
  close(): Promise<void>;
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
  /** Real server only: pool size and timeouts (ms); defaults DEFAULT_POOL_LIMITS (20, 3 s wait, 5 s statements). */
  pool?: Partial<PoolLimits>;
}

const IDENT = /^[a-z_][a-z0-9_]*$/;

/**
 * Open the database and bring its schema up to date (migrations run on every open).
 * The embedded database takes a single-owner lock on its directory.
 * @throws DatabaseBusyError when another process owns the embedded database; connection errors otherwise
 */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  return opts.url
    ? openPostgres(opts.url, opts.schemaName, { ...DEFAULT_POOL_LIMITS, ...opts.pool })
    : openPglite(opts.pgliteDir ?? 'memory://', opts.pgliteSnapshot);
}

async function openPglite(dir: string, snapshot?: Blob): Promise<Database> {
  const inMemory = dir.startsWith('memory://');
  let release = () => {};
  if (!inMemory) {
    release = acquireOwnerLock(dir);
    fs.mkdirSync(dir, { recursive: true });
  }
  try {
    // Loaded only when used: a server on a real PostgreSQL never pays for the WebAssembly build.
    const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('@electric-sql/pglite'), import('drizzle-orm/pglite'), import('drizzle-orm/pglite/migrator'),
    ]);
    const client = inMemory ? await PGlite.create(snapshot ? { loadDataDir: snapshot } : {}) : await PGlite.create(dir);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
    return {
      db,
      driver: 'pglite',
      ping: async () => void (await client.query('select 1')),
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

async function openPostgres(url: string, schemaName: string | undefined, limits: PoolLimits): Promise<Database> {
  if (schemaName && !IDENT.test(schemaName)) throw new Error(`Invalid schema name ${schemaName}`);
  const [{ default: pg }, { drizzle: drizzlePg }, { migrate: migratePg }] = await Promise.all([
    import('pg'), import('drizzle-orm/node-postgres'), import('drizzle-orm/node-postgres/migrator'),
  ]);
  const searchPath = schemaName ? { options: `-c search_path=${schemaName}` } : {};
  // Migrations get their own connection without the statement timeout: an index build may be slow.
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: limits.waitMs, ...searchPath });
  await admin.connect();
  try {
    if (schemaName) await admin.query(`create schema if not exists "${schemaName}"`);
    await migratePg(drizzlePg(admin) as never, { migrationsFolder: MIGRATIONS_DIR, ...(schemaName ? { migrationsSchema: schemaName } : {}) });
  } finally {
    await admin.end();
  }
  const pool = new pg.Pool({ connectionString: url, ...poolOptions(limits), ...searchPath });
  pool.on('connect', guardClient);
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool replaces it and requests meanwhile get 503.
  pool.on('error', (err) => console.warn(`[db] idle connection lost: ${err.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    driver: 'postgres',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      if (schemaName) await pool.query(`drop schema if exists "${schemaName}" cascade`).catch(() => {});
      await pool.end();
    },
  };
}
